/** `npm run bench` options: which parts of the benchmark run. */

export const BENCH_USAGE = `npm run bench [-- --lighthouse-only | --no-lighthouse]
  (no option)        the size and request-chain report, then Lighthouse
  --lighthouse-only  only Lighthouse
  --no-lighthouse    only the size and request-chain report`;

export interface BenchParts {
  sizeReport: boolean;
  lighthouse: boolean;
}

/** The parts to run; throws with the usage on an unknown option or two that contradict. */
export function parseBenchArgs(args: readonly string[]): BenchParts {
  const unknown = args.filter((arg) => arg !== '--lighthouse-only' && arg !== '--no-lighthouse');
  if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(' ')}\nusage: ${BENCH_USAGE}`);
  const only = args.includes('--lighthouse-only');
  const none = args.includes('--no-lighthouse');
  if (only && none)
    throw new Error(`--lighthouse-only and --no-lighthouse leave nothing to run\nusage: ${BENCH_USAGE}`);
  return { sizeReport: !only, lighthouse: !none };
}
