/**
 * Where an app's server build is (docs/architecture.md "Server rendering"): the builds write it
 * (rspack.base.ts), the shell's server loads it (server-render.ts). The shell's server build finds a
 * remote's by the same names (shell/src/server/render-page.tsx serverEntryOf).
 */

/** The folder beside an app's browser build. */
export const SERVER_BUILD_FOLDER = 'server';
/** The shell's server build's entry, which exports renderPage (CommonJS: the repo's package is ES modules). */
export const SHELL_SERVER_ENTRY = 'render-page.cjs';
/** A remote's server build's container entry. */
export const REMOTE_SERVER_ENTRY = 'remoteEntry.js';
/**
 * The attribute of main.js's <script> in the shell's index.html that names its after-paint script
 * (scripts/lib/after-paint-plugin.ts), which a rendered page starts with (server-render.ts).
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';
