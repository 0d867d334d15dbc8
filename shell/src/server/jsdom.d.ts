// The part of jsdom the shell's server build uses (a DOM to sanitise HTML bodies in). Its own types
// (@types/jsdom) bring Node's into the shell's browser code; the server build loads jsdom from
// node_modules at run time (rspack.base.ts externals).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options: { url: string });
    readonly window: Window & typeof globalThis;
  }
}
