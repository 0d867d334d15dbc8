/**
 * The request chain of a page load: how many requests had to happen one after another before
 * something appeared. Pure functions, so the benchmark's one non-obvious number is unit-tested.
 *
 * A request's depth is 1 + the deepest request that had already FINISHED when it started (1 if none
 * had). Requests in flight at the same time never deepen each other, so ten parallel chunks cost one
 * level and a manifest -> entry -> chunk waterfall costs three. It reads timing only, not who
 * triggered whom, so it is an upper bound on the causal chain: an unrelated request that happened
 * to finish just before another one started still counts as a step.
 */
import { type Ports, partAtPort } from './apps.ts';

export interface TimedRequest {
  /** When the request started (any one clock, for example ms since navigation). */
  start: number;
  /** When its last byte arrived; undefined if it never finished (failed, aborted, still loading). */
  end?: number | undefined;
}

export interface RequestLevel<T> {
  request: T;
  depth: number;
  /** The request this one waited for on its deepest path (undefined at depth 1). */
  parent: T | undefined;
}

export interface RequestChain<T> {
  /** The longest chain's length: the number of requests made one after another. 0 if none. */
  depth: number;
  /** That chain, first request first. */
  chain: T[];
  /** Every request considered, ordered by start time, with its depth. */
  levels: Array<RequestLevel<T>>;
}

/**
 * The longest chain of requests among those that started before `cutoff` (strictly). A request
 * counts as waiting for another if that one finished at or before its start. Among equally deep
 * predecessors the one that finished last is taken as the parent (the likeliest trigger); among
 * equally deep chains the one whose last request started first is reported.
 */
export function longestRequestChain<T extends TimedRequest>(
  requests: readonly T[],
  cutoff = Number.POSITIVE_INFINITY,
): RequestChain<T> {
  const considered = requests
    .filter((request) => request.start < cutoff)
    .map((request, index) => ({ request, index }))
    // Ties on start: a zero-length request sorts before a longer one, so it can be its predecessor.
    .sort(
      (a, b) =>
        a.request.start - b.request.start ||
        (a.request.end ?? Number.POSITIVE_INFINITY) - (b.request.end ?? Number.POSITIVE_INFINITY) ||
        a.index - b.index,
    )
    .map(({ request }) => request);

  const levels: Array<RequestLevel<T>> = [];
  for (const request of considered) {
    let parent: RequestLevel<T> | undefined;
    // Only requests sorted earlier can have finished before this one started.
    for (const earlier of levels) {
      const end = earlier.request.end;
      if (end === undefined || end > request.start) continue;
      if (
        !parent ||
        earlier.depth > parent.depth ||
        (earlier.depth === parent.depth && end > (parent.request.end ?? Number.NEGATIVE_INFINITY))
      ) {
        parent = earlier;
      }
    }
    levels.push({ request, depth: parent ? parent.depth + 1 : 1, parent: parent?.request });
  }

  let deepest: RequestLevel<T> | undefined;
  for (const level of levels) if (!deepest || level.depth > deepest.depth) deepest = level;
  const chain: T[] = [];
  const byRequest = new Map(levels.map((level) => [level.request, level]));
  for (let level = deepest; level; level = level.parent ? byRequest.get(level.parent) : undefined) {
    chain.unshift(level.request);
  }
  return { depth: deepest?.depth ?? 0, chain, levels };
}

/** `main.d39ffce81a.js` -> `main.js`: content hashes make chains unreadable and change every build. */
export const withoutContentHash = (fileName: string): string =>
  fileName.replace(/\.[0-9a-f]{8,}(?=\.[a-z0-9]+$)/i, '');

/**
 * A short, stable label for a request in a chain: the document is `index.html`; a file of the shell
 * is its name without the hash (`main.js`); a remote's file is prefixed with the remote
 * (`mfe-content/remoteEntry.js`, version folder dropped); a service call is its path
 * (`/web/v1/news/search`); anything else is host and path. A method other than GET is shown.
 */
export function shortRequestLabel(
  url: string,
  options: { isDocument?: boolean; method?: string | undefined; ports?: Ports | undefined } = {},
): string {
  const prefix = options.method && options.method !== 'GET' ? `${options.method} ` : '';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return prefix + url;
  }
  const local = parsed.hostname === 'localhost' || parsed.hostname === '127.0.0.1';
  if (options.isDocument) return `${prefix}index.html`;
  // The parts of the copy of the site measured (apps.ts); DESIGN.md's ports unless told.
  const app = local ? partAtPort(parsed.port, options.ports) : undefined;
  if (app === 'services') return prefix + parsed.pathname;
  const fileName = withoutContentHash(parsed.pathname.split('/').pop() || 'index.html');
  if (app === 'shell' || app === 'streamer') return prefix + fileName;
  if (app) return `${prefix}${app}/${fileName}`;
  return `${prefix}${parsed.host}${parsed.pathname}`;
}
