// mux-embed ships its types as an ambient module declaration that its package.json does not name.
/// <reference path="../node_modules/mux-embed/dist/types/mux-embed.d.ts" />
