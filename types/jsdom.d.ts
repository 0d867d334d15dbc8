// The part of jsdom the repo uses: a DOM to sanitise HTML bodies in on the server (the shell's
// server build, which loads jsdom from node_modules at run time: rspack.base.ts externals) and to
// turn a rendered page into its floor (scripts/lib/floor-html.ts). Its own types (@types/jsdom)
// would bring Node's into the shell's browser code.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
