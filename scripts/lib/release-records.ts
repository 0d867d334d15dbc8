/**
 * The release records of one remote and how they change: what is live, what was, the candidate
 * (previewed, or served to a share of visitors), and what was taken away from visitors. Pure: the
 * files and the lock around them are deploy.ts's; the resolver (release-routing.ts) and the judge
 * (release-judge.ts) read these records, the release tooling writes them.
 */

/** A version a remote's team is trying before it goes live for everyone. */
export interface Candidate {
  version: string;
  /** The percent of returning visitors who get it (0: only browsers with its preview link). */
  share: number;
  /** When it was recorded (ISO). */
  proposedAt: string;
  /** When its share first went above 0 (ISO): the judge's window starts here. */
  canaryFrom?: string;
}

/** A version taken away from the visitors who had it: open tabs on it reload on their next navigation. */
export interface Withdrawal {
  version: string;
  at: string;
  reason: string;
}

/** What the judge (or a person) decided about a candidate, for `npm run release -- status`. */
export interface Decision {
  version: string;
  at: string;
  outcome: 'promoted' | 'rolled back';
  reason: string;
}

export interface RemoteReleases {
  /** The live version. */
  current: string;
  /** Every version built and kept, oldest first. */
  history: string[];
  /** The versions that were live before the current one, most recent last: where rollback goes. */
  previous?: string[];
  candidate?: Candidate;
  /** When each version stopped being served (ISO), live or as a candidate. */
  servedUntil?: Record<string, string>;
  withdrawn?: Withdrawal[];
  decisions?: Decision[];
}

/** At least this many versions of each remote stay served, however old. */
export const KEEP_VERSIONS = 5;
/** A version stays served at least this long after it was last served, so open tabs keep working. */
export const RETAIN_AFTER_SERVED_MS = 24 * 60 * 60 * 1000;
/** How many decisions the records keep (status shows the last). */
const DECISIONS_KEPT = 10;

const iso = (now: number) => new Date(now).toISOString();

/** The entry with `version` recorded as no longer served from `now`. */
function stopServing(entry: RemoteReleases, version: string, now: number): RemoteReleases {
  return { ...entry, servedUntil: { ...entry.servedUntil, [version]: iso(now) } };
}

/**
 * The entry with `version` served again (live, or a candidate once more): no end to its serving is
 * recorded, and it is no longer withdrawn (tabs running it are fine again).
 */
function serveAgain(entry: RemoteReleases, version: string): RemoteReleases {
  const { [version]: _served, ...servedUntil } = entry.servedUntil ?? {};
  const withdrawn = (entry.withdrawn ?? []).filter((withdrawal) => withdrawal.version !== version);
  return { ...entry, servedUntil, withdrawn };
}

function decide(entry: RemoteReleases, decision: Decision): RemoteReleases {
  return { ...entry, decisions: [...(entry.decisions ?? []), decision].slice(-DECISIONS_KEPT) };
}

function withdraw(entry: RemoteReleases, withdrawal: Withdrawal): RemoteReleases {
  return { ...entry, withdrawn: [...(entry.withdrawn ?? []), withdrawal] };
}

/**
 * A new version live for everyone (a release, a promotion, a full build). A candidate other than the
 * version itself is dropped: it was built from older code.
 */
export function makeLive(entry: RemoteReleases | undefined, version: string, now: number): RemoteReleases {
  const history = [...(entry?.history ?? []).filter((kept) => kept !== version), version];
  if (!entry) return { current: version, history, previous: [] };
  let next: RemoteReleases = serveAgain({ ...entry, history, current: version }, version);
  if (entry.current !== version) {
    next = stopServing(next, entry.current, now);
    next.previous = [...(entry.previous ?? []), entry.current];
  }
  if (entry.candidate) {
    if (entry.candidate.version !== version) next = stopServing(next, entry.candidate.version, now);
    delete next.candidate;
  }
  return next;
}

/**
 * A version recorded as the candidate, served to `share` percent of returning visitors (0: preview
 * only). A candidate it replaces stops being served.
 */
export function propose(entry: RemoteReleases, version: string, share: number, now: number): RemoteReleases {
  let next: RemoteReleases = {
    ...serveAgain(entry, version),
    history: [...entry.history.filter((kept) => kept !== version), version],
    candidate: { version, share, proposedAt: iso(now), ...(share > 0 ? { canaryFrom: iso(now) } : {}) },
  };
  if (entry.candidate && entry.candidate.version !== version)
    next = stopServing(next, entry.candidate.version, now);
  return next;
}

/**
 * The candidate served to a new share of visitors. A visitor's place among them never changes
 * (release-routing.ts), so a higher share only adds visitors. Returns a reason instead when there
 * is no candidate.
 */
export function setShare(entry: RemoteReleases, share: number, now: number): RemoteReleases | string {
  const { candidate } = entry;
  if (!candidate) return `${entry.current} is live and there is no candidate`;
  return {
    ...entry,
    candidate: {
      ...candidate,
      share,
      ...(share > 0 && !candidate.canaryFrom ? { canaryFrom: iso(now) } : {}),
    },
  };
}

/** The candidate made live for everyone, with the reason recorded. */
export function promote(entry: RemoteReleases, now: number, reason: string): RemoteReleases | string {
  const { candidate } = entry;
  if (!candidate) return `${entry.current} is live and there is no candidate`;
  return decide(makeLive(entry, candidate.version, now), {
    version: candidate.version,
    at: iso(now),
    outcome: 'promoted',
    reason,
  });
}

/**
 * The candidate taken away: every visitor is back on live, and a tab still on the candidate reloads
 * on its next navigation (withdrawn). Its files stay served (RETAIN_AFTER_SERVED_MS).
 */
export function rollBackCandidate(
  entry: RemoteReleases,
  now: number,
  reason: string,
): RemoteReleases | string {
  const { candidate } = entry;
  if (!candidate) return `${entry.current} is live and there is no candidate`;
  const { candidate: _dropped, ...rest } = entry;
  let next = stopServing(rest, candidate.version, now);
  next = withdraw(next, { version: candidate.version, at: iso(now), reason });
  return decide(next, { version: candidate.version, at: iso(now), outcome: 'rolled back', reason });
}

/**
 * The live version pointed back at the one live before it (or at a named kept version, which a later
 * rollback undoes). The version rolled back is withdrawn. Returns a reason when there is nowhere to go.
 */
export function rollBack(entry: RemoteReleases, now: number, wanted?: string): RemoteReleases | string {
  const previous = [...(entry.previous ?? [])];
  let target: string | undefined;
  let stack = previous;
  if (wanted) {
    if (!entry.history.includes(wanted))
      return `there is no kept version ${wanted}; kept: ${entry.history.join(', ')}`;
    if (wanted === entry.current) return `${wanted} is already live`;
    target = wanted;
    stack = [...previous, entry.current];
  } else {
    target = stack.pop();
    if (!target)
      return `${entry.current} is the first version this deployment had live; there is nothing to roll back to`;
  }
  const reason = `rolled back by hand to ${target}`;
  let next = stopServing(
    serveAgain({ ...entry, current: target, previous: stack }, target),
    entry.current,
    now,
  );
  next = withdraw(next, { version: entry.current, at: iso(now), reason });
  return next;
}

const servedRecently = (entry: RemoteReleases, version: string, now: number) => {
  const until = entry.servedUntil?.[version];
  return until !== undefined && now - Date.parse(until) < RETAIN_AFTER_SERVED_MS;
};

/**
 * The kept versions whose files can go: beyond the newest KEEP_VERSIONS, neither live nor the
 * candidate, and last served more than RETAIN_AFTER_SERVED_MS ago (a tab opened before a release
 * keeps loading its chunks at least that long).
 */
export function prunable(entry: RemoteReleases, now: number): string[] {
  const older = entry.history.slice(0, -KEEP_VERSIONS);
  return older.filter(
    (version) =>
      version !== entry.current &&
      version !== entry.candidate?.version &&
      !servedRecently(entry, version, now),
  );
}

/** The entry without the pruned versions and the records about them that no longer matter. */
export function withoutVersions(entry: RemoteReleases, gone: readonly string[]): RemoteReleases {
  if (gone.length === 0) return entry;
  const kept = (version: string) => !gone.includes(version);
  return {
    ...entry,
    history: entry.history.filter(kept),
    previous: (entry.previous ?? []).filter(kept),
    servedUntil: Object.fromEntries(
      Object.entries(entry.servedUntil ?? {}).filter(([version]) => kept(version)),
    ),
    withdrawn: (entry.withdrawn ?? []).filter((withdrawal) => kept(withdrawal.version)),
  };
}

/** The versions withdrawn recently enough that a tab may still run one. */
export function recentlyWithdrawn(entry: RemoteReleases | undefined, now: number): string[] {
  return [
    ...new Set(
      (entry?.withdrawn ?? [])
        .filter((withdrawal) => now - Date.parse(withdrawal.at) < RETAIN_AFTER_SERVED_MS)
        .filter((withdrawal) => withdrawal.version !== entry?.current)
        .map((withdrawal) => withdrawal.version),
    ),
  ];
}
