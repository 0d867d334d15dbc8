/** `npm run bench` options: which parts of the benchmark run, and on how much. */

export const BENCH_USAGE = `npm run bench [-- --lighthouse-only | --no-lighthouse | --first-frame-only | --surge-only | --no-surge] [--pages <labels>] [--rounds <n>]
  (no option)         the size and request-chain report, click to first frame, Lighthouse, then the services' surge
  --lighthouse-only   only Lighthouse
  --no-lighthouse     everything but Lighthouse
  --first-frame-only  only click to first frame
  --surge-only        only the services' kick-off surge (PostgreSQL, 1 and 2 processes)
  --no-surge          everything but the surge
  --pages <labels>    only these pages in the size report and Lighthouse, comma-separated, as the tables
                      name them: /,/news,article,/videos,/matches,match-centre (for a short check)
  --rounds <n>        Lighthouse rounds, 3 unless given (the figures are the median of three)`;

export interface BenchParts {
  sizeReport: boolean;
  firstFrame: boolean;
  lighthouse: boolean;
  surge: boolean;
}

export interface BenchOptions extends BenchParts {
  /** The pages to measure, by their labels (every page when not given). */
  pages?: string[];
  /** Lighthouse rounds, when not the default. */
  rounds?: number;
}

const OPTIONS = [
  '--lighthouse-only',
  '--no-lighthouse',
  '--first-frame-only',
  '--surge-only',
  '--no-surge',
] as const;
const VALUE_OPTIONS = ['--pages', '--rounds'] as const;
type ValueOption = (typeof VALUE_OPTIONS)[number];

const usageError = (message: string) => new Error(`${message}\nusage: ${BENCH_USAGE}`);

/** The flags, and the values of `--pages` and `--rounds` (`--pages x` or `--pages=x`). */
function splitArgs(args: readonly string[]): { flags: string[]; values: Map<ValueOption, string> } {
  const flags: string[] = [];
  const values = new Map<ValueOption, string>();
  for (let at = 0; at < args.length; at++) {
    const arg = args[at] as string;
    const [name, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg];
    const option = VALUE_OPTIONS.find((known) => known === name);
    if (!option) {
      flags.push(arg);
      continue;
    }
    const value = inline ?? args[++at];
    if (value === undefined || value === '' || value.startsWith('--'))
      throw usageError(`${option} needs a value`);
    values.set(option, value);
  }
  return { flags, values };
}

/** The parts to run and how much; throws with the usage on an unknown option or two that contradict. */
export function parseBenchArgs(args: readonly string[]): BenchOptions {
  const { flags, values } = splitArgs(args);
  const unknown = flags.filter((arg) => !(OPTIONS as readonly string[]).includes(arg));
  if (unknown.length > 0) throw usageError(`unknown option ${unknown.join(' ')}`);
  const parts = partsOf(flags);
  const options: BenchOptions = { ...parts };
  const pages = values.get('--pages');
  if (pages !== undefined) {
    if (!parts.sizeReport && !parts.lighthouse)
      throw usageError('--pages chooses pages of the size report and Lighthouse, and neither runs');
    options.pages = pages
      .split(',')
      .map((page) => page.trim())
      .filter((page) => page !== '');
  }
  const rounds = values.get('--rounds');
  if (rounds !== undefined) {
    if (!parts.lighthouse) throw usageError('--rounds counts Lighthouse rounds, and Lighthouse does not run');
    if (!/^[1-9]\d*$/.test(rounds)) throw usageError(`--rounds takes a whole number from 1, not ${rounds}`);
    options.rounds = Number(rounds);
  }
  return options;
}

function partsOf(args: readonly string[]): BenchParts {
  const only = args.includes('--lighthouse-only');
  const none = args.includes('--no-lighthouse');
  const frameOnly = args.includes('--first-frame-only');
  const surgeOnly = args.includes('--surge-only');
  const noSurge = args.includes('--no-surge');
  if (surgeOnly && (only || frameOnly || noSurge))
    throw usageError('--surge-only runs the surge alone; it contradicts the other options');
  if (surgeOnly) return { sizeReport: false, firstFrame: false, lighthouse: false, surge: true };
  if (only && none) throw usageError('--lighthouse-only and --no-lighthouse leave nothing to run');
  if (frameOnly && only) throw usageError('--first-frame-only and --lighthouse-only contradict each other');
  if (frameOnly) return { sizeReport: false, firstFrame: true, lighthouse: false, surge: false };
  return { sizeReport: !only, firstFrame: !only, lighthouse: !none, surge: !only && !noSurge };
}
