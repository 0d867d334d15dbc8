// The part of jsdom the scripts use: a DOM to turn a rendered page into its floor (floor-html.ts).
// jsdom ships no types and @types/jsdom is not installed; the shell declares its part the same way
// (shell/src/server/jsdom.d.ts).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
