/** `npm run bench` options: which parts of the benchmark run. */

export const BENCH_USAGE = `npm run bench [-- --lighthouse-only | --no-lighthouse | --first-frame-only]
  (no option)         the size and request-chain report, click to first frame, then Lighthouse
  --lighthouse-only   only Lighthouse
  --no-lighthouse     the size and request-chain report and click to first frame
  --first-frame-only  only click to first frame`;

export interface BenchParts {
  sizeReport: boolean;
  firstFrame: boolean;
  lighthouse: boolean;
}

const OPTIONS = ['--lighthouse-only', '--no-lighthouse', '--first-frame-only'] as const;

/** The parts to run; throws with the usage on an unknown option or two that contradict. */
export function parseBenchArgs(args: readonly string[]): BenchParts {
  const unknown = args.filter((arg) => !(OPTIONS as readonly string[]).includes(arg));
  if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(' ')}\nusage: ${BENCH_USAGE}`);
  const only = args.includes('--lighthouse-only');
  const none = args.includes('--no-lighthouse');
  const frameOnly = args.includes('--first-frame-only');
  if (only && none)
    throw new Error(`--lighthouse-only and --no-lighthouse leave nothing to run\nusage: ${BENCH_USAGE}`);
  if (frameOnly && only)
    throw new Error(`--first-frame-only and --lighthouse-only contradict each other\nusage: ${BENCH_USAGE}`);
  if (frameOnly) return { sizeReport: false, firstFrame: true, lighthouse: false };
  return { sizeReport: !only, firstFrame: !only, lighthouse: !none };
}
