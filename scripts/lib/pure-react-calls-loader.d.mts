/** Types for pure-react-calls-loader.mjs (an Rspack loader, plain JavaScript so Rspack loads it as is). */
export default function pureReactCallsLoader(source: string): string;
