declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';

/** Baked in by rspack.base.ts: the release label of this build, and the app that built it. */
declare const __RELEASE__: string;
declare const __APP__: string;
