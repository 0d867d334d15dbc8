/** `npm run bench` options: which parts of the benchmark run. */

export const BENCH_USAGE = `npm run bench [-- --lighthouse-only | --no-lighthouse | --first-frame-only | --surge-only | --no-surge]
  (no option)         the size and request-chain report, click to first frame, Lighthouse, then the services' surge
  --lighthouse-only   only Lighthouse
  --no-lighthouse     everything but Lighthouse
  --first-frame-only  only click to first frame
  --surge-only        only the services' kick-off surge (PostgreSQL, 1 and 2 processes)
  --no-surge          everything but the surge`;

export interface BenchParts {
  sizeReport: boolean;
  firstFrame: boolean;
  lighthouse: boolean;
  surge: boolean;
}

const OPTIONS = [
  '--lighthouse-only',
  '--no-lighthouse',
  '--first-frame-only',
  '--surge-only',
  '--no-surge',
] as const;

/** The parts to run; throws with the usage on an unknown option or two that contradict. */
export function parseBenchArgs(args: readonly string[]): BenchParts {
  const unknown = args.filter((arg) => !(OPTIONS as readonly string[]).includes(arg));
  if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(' ')}\nusage: ${BENCH_USAGE}`);
  const only = args.includes('--lighthouse-only');
  const none = args.includes('--no-lighthouse');
  const frameOnly = args.includes('--first-frame-only');
  const surgeOnly = args.includes('--surge-only');
  const noSurge = args.includes('--no-surge');
  if (surgeOnly && (only || frameOnly || noSurge))
    throw new Error(
      `--surge-only runs the surge alone; it contradicts the other options\nusage: ${BENCH_USAGE}`,
    );
  if (surgeOnly) return { sizeReport: false, firstFrame: false, lighthouse: false, surge: true };
  if (only && none)
    throw new Error(`--lighthouse-only and --no-lighthouse leave nothing to run\nusage: ${BENCH_USAGE}`);
  if (frameOnly && only)
    throw new Error(`--first-frame-only and --lighthouse-only contradict each other\nusage: ${BENCH_USAGE}`);
  if (frameOnly) return { sizeReport: false, firstFrame: true, lighthouse: false, surge: false };
  return { sizeReport: !only, firstFrame: !only, lighthouse: !none, surge: !only && !noSurge };
}
