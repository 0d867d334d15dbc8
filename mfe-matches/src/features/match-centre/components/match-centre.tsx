import {
  hidesMatchScore,
  MATCH_EVENT_LABELS,
  type MatchDetail,
  SCORING_EVENTS,
  type TeamLineup,
} from '@club/shared/contracts';
import { RemotePiece, type RemotePieceProps } from '@club/shared/federation';
import { formatClubTime, formatDate, formatViewerDateTime } from '@club/shared/format';
import { Link } from '@club/shared/router';
import {
  $matchCentre,
  $spoilerFree,
  closeMatchCentreVideo,
  openMatchCentreVideo,
  setMatchCentreVideoDocked,
} from '@club/shared/stores';
import {
  LoadError,
  NotFoundPage,
  PageLoader,
  SpoilerFreeSwitch,
  useBrowserState,
  usePageTitle,
} from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { liveMinute, MATCH_TEXTS, Scoreline } from '../../../components/match-row.tsx';
import { fixturesHref, playerHref } from '../../../lib/match-links.ts';
import { isNotFound } from '../../../lib/not-found.ts';
import { useLiveMatch } from '../hooks/use-live-match.ts';
import { eventMinute } from '../lib/goal-announcements.ts';
import styles from './match-centre.module.css';

export const CENTRE_TEXTS = {
  loading: 'Loading the match',
  loadError: 'The match could not be loaded.',
  stale: 'The live data could not be updated and may be out of date.',
  fullTime: 'Full time',
  halfTime: 'Half time',
  kickoff: 'Kick-off',
  attendance: 'Attendance',
  events: 'Match events',
  noEvents: 'No events yet.',
  lineups: 'Line-ups',
  noLineups: 'The line-ups are announced an hour before kick-off.',
  starting: 'Starting line-up',
  substitutes: 'Substitutes',
  captain: 'captain',
  stats: 'Team stats',
  officials: 'Officials',
  report: 'Match report',
  watchLive: 'Watch live',
  listenLive: 'Listen live',
  dock: 'Keep the video in the corner while reading',
  undock: 'Bring the video back into the page',
  closeVideo: 'Close video',
  fixtures: 'All fixtures and results',
  video: 'Match video',
  replay: 'Match replay',
  watchReplay: 'Watch the replay',
  replayFrom: (when: string) => `The full match replay will be available from ${when}.`,
  scoreHidden: 'The score, the goals and the match report are hidden while spoiler-free is on.',
  showScore: 'Show the score',
} as const;

function statusText(match: MatchDetail): string {
  if (match.status === 'live') return `${MATCH_TEXTS.live} ${liveMinute(match)}`;
  if (match.status === 'result') return CENTRE_TEXTS.fullTime;
  if (match.status === 'postponed') return MATCH_TEXTS.postponed;
  return `${CENTRE_TEXTS.kickoff} ${formatDate(match.kickoff)} ${formatClubTime(match.kickoff)}`;
}

function PersonName({
  person,
  teamSlug,
}: {
  person: { slug: string | null; name: string };
  teamSlug: string;
}) {
  return person.slug ? (
    <Link to={playerHref({ teamSlug, slug: person.slug })}>{person.name}</Link>
  ) : (
    person.name
  );
}

function Lineup({ lineup, name, teamSlug }: { lineup: TeamLineup; name: string; teamSlug: string }) {
  const person = (p: TeamLineup['starting'][number]) => (
    <li key={`${p.shirtNumber}-${p.name}`}>
      <span className={styles.shirt}>{p.shirtNumber}</span>{' '}
      {p.slug ? <Link to={playerHref({ teamSlug, slug: p.slug })}>{p.name}</Link> : p.name}
      {p.captain && <abbr title={CENTRE_TEXTS.captain}> (C)</abbr>}
    </li>
  );
  return (
    <section aria-label={name} className={styles.lineup}>
      <h3>{lineup.formation ? `${name} (${lineup.formation})` : name}</h3>
      <h4>{CENTRE_TEXTS.starting}</h4>
      <ul>{lineup.starting.map(person)}</ul>
      <h4>{CENTRE_TEXTS.substitutes}</h4>
      <ul>{lineup.substitutes.map(person)}</ul>
    </section>
  );
}

type PlayerSource = RemotePieceProps['videoPlayer']['source'];

/** The site's player (mfe-streaming's `videoPlayer` piece) once opened, dockable while reading. */
function MatchPlayer({ source, title }: { source: PlayerSource; title: string }) {
  const centre = useStore($matchCentre);
  if (!centre.videoOpen) return null;
  return (
    <div className={centre.dockedVideo ? styles.docked : styles.inline}>
      <div className={styles.videoBar}>
        <button
          type="button"
          className={styles.button}
          onClick={() => setMatchCentreVideoDocked(!centre.dockedVideo)}
        >
          {centre.dockedVideo ? CENTRE_TEXTS.undock : CENTRE_TEXTS.dock}
        </button>
        <button type="button" className={styles.button} onClick={closeMatchCentreVideo}>
          {CENTRE_TEXTS.closeVideo}
        </button>
      </div>
      <RemotePiece
        piece="videoPlayer"
        reserve="12rem"
        props={{ source, title, docked: centre.dockedVideo, onClose: closeMatchCentreVideo }}
      />
    </div>
  );
}

/**
 * A live match's video and audio: the match's own stream assets, as the match data names them
 * (`streaming`), so a match pass opens the match it was bought for (issue 19). A match that is not
 * streamed offers neither.
 */
function LiveVideo({ match }: { match: MatchDetail }) {
  const [mediaType, setMediaType] = useState<'video' | 'audio'>('video');
  const assets = {
    video: match.streaming?.videoAssetId ?? null,
    audio: match.streaming?.audioAssetId ?? null,
  };
  if (!assets.video && !assets.audio) return null;
  const open = (kind: 'video' | 'audio') => {
    setMediaType(kind);
    openMatchCentreVideo();
  };
  const assetId = assets[mediaType];
  return (
    <section aria-label={CENTRE_TEXTS.video} className={styles.video}>
      <div className={styles.videoButtons}>
        {assets.video && (
          <button type="button" className={styles.button} onClick={() => open('video')}>
            {CENTRE_TEXTS.watchLive}
          </button>
        )}
        {assets.audio && (
          <button type="button" className={styles.button} onClick={() => open('audio')}>
            {CENTRE_TEXTS.listenLive}
          </button>
        )}
      </div>
      {assetId && (
        <MatchPlayer
          source={{ kind: 'live', mediaType, assetId }}
          title={`${match.club.name} v ${match.opponent.name}`}
        />
      )}
    </section>
  );
}

/**
 * A finished match's full replay (spec 001 §9: held back "generally until 12 noon UK time the next
 * day"): until then, when it will be out in the supporter's own time; after, the site's player,
 * whose own checks decide who may watch it (sign-in, subscription or the match's pass).
 */
function ReplayVideo({ replay, title }: { replay: NonNullable<MatchDetail['replay']>; title: string }) {
  // The server does not know where the viewer is: its page says the club's time, the browser's own.
  const inBrowser = useBrowserState();
  return (
    <section aria-label={CENTRE_TEXTS.replay} className={styles.video}>
      {replay.available ? (
        <>
          <div className={styles.videoButtons}>
            <button type="button" className={styles.button} onClick={() => openMatchCentreVideo()}>
              {CENTRE_TEXTS.watchReplay}
            </button>
          </div>
          <MatchPlayer source={{ kind: 'video', videoId: replay.videoId }} title={title} />
        </>
      ) : (
        <p>{CENTRE_TEXTS.replayFrom(formatViewerDateTime(replay.availableFrom, !inBrowser))}</p>
      )}
    </section>
  );
}

function MatchVideo({ match }: { match: MatchDetail }) {
  // Close the player when the supporter leaves the match.
  useEffect(() => closeMatchCentreVideo, []);
  if (match.status === 'live') return <LiveVideo match={match} />;
  if (match.status === 'result' && match.replay)
    return <ReplayVideo replay={match.replay} title={`${match.club.name} v ${match.opponent.name}`} />;
  return null;
}

/**
 * Spoiler-free mode on the page of a finished match with a replay: its switch, and while the score is
 * kept back, what is hidden and a button that shows it on this page (the mode stays on).
 */
function SpoilerNotice({ scoreHidden, onShow }: { scoreHidden: boolean; onShow: () => void }) {
  return (
    <div className={styles.spoilers}>
      <SpoilerFreeSwitch />
      {scoreHidden && (
        <>
          <p>{CENTRE_TEXTS.scoreHidden}</p>
          <button type="button" className={styles.button} onClick={onShow}>
            {CENTRE_TEXTS.showScore}
          </button>
        </>
      )}
    </div>
  );
}

/**
 * One match: score and status, video, events, line-ups, stats, officials and the report; live
 * updates. In spoiler-free mode a finished match with a replay keeps its score, its goals and its
 * report back until the supporter asks for them.
 */
export function MatchCentre({
  matchID,
  expect,
}: {
  matchID: string;
  /** The team and season the address named: a match of another is not found there. */
  expect?: { teamSlug: string; seasonSlug: string } | undefined;
}) {
  const live = useLiveMatch(matchID);
  const spoilerFree = useStore($spoilerFree);
  // The match whose score the supporter asked to see (a new match keeps its own back).
  const [scoreShownFor, setScoreShownFor] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button goes with what it hid: focus moves to the match's heading, which the score follows.
  const showScore = () => {
    heading.current?.focus();
    setScoreShownFor(matchID);
  };
  const match = live.status === 'ready' ? live.match : undefined;
  usePageTitle(match ? `${match.club.name} v ${match.opponent.name}` : CENTRE_TEXTS.loading);
  if (live.status === 'failed' && isNotFound(live.error)) return <NotFoundPage />;
  if (live.status === 'loading') return <PageLoader label={CENTRE_TEXTS.loading} />;
  if (live.status === 'failed')
    return (
      <LoadError
        title={CENTRE_TEXTS.loading}
        pageHeading
        message={CENTRE_TEXTS.loadError}
        onRetry={live.reload}
      />
    );
  const m = live.match;
  if (expect && (m.teamSlug !== expect.teamSlug || m.seasonSlug !== expect.seasonSlug))
    return <NotFoundPage />;
  const [home, away] = m.homeAway === 'home' ? [m.club, m.opponent] : [m.opponent, m.club];
  const scoreHidden = hidesMatchScore(m, spoilerFree) && scoreShownFor !== matchID;
  const events = [...m.events]
    .filter((event) => !(scoreHidden && SCORING_EVENTS.has(event.type)))
    .sort((a, b) => a.minute * 100 + a.addedTime - (b.minute * 100 + b.addedTime));
  const hasLineups = m.lineups.home.starting.length > 0;
  return (
    <article className={styles.page} aria-labelledby="match-heading">
      <header className={styles.head}>
        <p className={styles.meta}>
          <span>{`${m.competition.name} · ${m.round}`}</span>
          <time dateTime={m.kickoff}>{`${formatDate(m.kickoff)} ${formatClubTime(m.kickoff)}`}</time>
          <span>{`${m.venue.name}, ${m.venue.city}`}</span>
          {m.attendance !== null && m.status === 'result' && (
            <span>{`${CENTRE_TEXTS.attendance} ${m.attendance.toLocaleString('en-GB')}`}</span>
          )}
        </p>
        <h1 id="match-heading" ref={heading} tabIndex={-1} className={styles.heading}>
          {`${home.name} v ${away.name}`}
        </h1>
        <Scoreline match={m} scoreHidden={scoreHidden} />
        <p className={m.status === 'live' ? styles.liveStatus : styles.status}>{statusText(m)}</p>
        {m.score?.penalties && !scoreHidden && (
          <p className={styles.status}>{`Penalties ${m.score.penalties.home} - ${m.score.penalties.away}`}</p>
        )}
        {live.stale && (
          <p className={styles.stale} role="status">
            {CENTRE_TEXTS.stale}
          </p>
        )}
        <p className={styles.visuallyHidden} aria-live="polite">
          {live.announcement}
        </p>
        {m.status === 'result' && m.replay && <SpoilerNotice scoreHidden={scoreHidden} onShow={showScore} />}
      </header>
      <MatchVideo match={m} />
      <section aria-labelledby="match-events" className={styles.section}>
        <h2 id="match-events">{CENTRE_TEXTS.events}</h2>
        {events.length === 0 ? (
          <p>{CENTRE_TEXTS.noEvents}</p>
        ) : (
          <ol className={styles.timeline}>
            {events.map((e) => (
              <li key={e.id} className={e.side === 'home' ? styles.homeEvent : styles.awayEvent}>
                <span className={styles.minute}>{eventMinute(e)}</span>{' '}
                <strong>{MATCH_EVENT_LABELS[e.type]}</strong>{' '}
                <PersonName
                  person={{ slug: e.side === m.homeAway ? e.player.slug : null, name: e.player.name }}
                  teamSlug={m.teamSlug}
                />
                {e.type === 'substitution' && e.playerOff && ` on for ${e.playerOff.name}`}
                {e.assist && ` (assist ${e.assist.name})`}
                {` · ${e.side === 'home' ? home.shortName : away.shortName}`}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="match-lineups" className={styles.section}>
        <h2 id="match-lineups">{CENTRE_TEXTS.lineups}</h2>
        {hasLineups ? (
          <div className={styles.lineups}>
            <Lineup
              lineup={m.lineups.home}
              name={home.name}
              teamSlug={m.homeAway === 'home' ? m.teamSlug : ''}
            />
            <Lineup
              lineup={m.lineups.away}
              name={away.name}
              teamSlug={m.homeAway === 'away' ? m.teamSlug : ''}
            />
          </div>
        ) : (
          <p>{CENTRE_TEXTS.noLineups}</p>
        )}
      </section>
      {m.stats.length > 0 && (
        <section aria-labelledby="match-stats" className={styles.section}>
          <h2 id="match-stats">{CENTRE_TEXTS.stats}</h2>
          <table className={styles.stats}>
            <thead>
              <tr>
                <th scope="col">{home.shortName}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>Stat</span>
                </th>
                <th scope="col">{away.shortName}</th>
              </tr>
            </thead>
            <tbody>
              {m.stats.map((s) => (
                <tr key={s.key}>
                  <td>{`${s.home}${s.unit ?? ''}`}</td>
                  <th scope="row">{s.label}</th>
                  <td>{`${s.away}${s.unit ?? ''}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {m.officials.length > 0 && (
        <section aria-labelledby="match-officials" className={styles.section}>
          <h2 id="match-officials">{CENTRE_TEXTS.officials}</h2>
          <dl className={styles.officials}>
            {m.officials.map((o) => (
              <div key={o.role}>
                <dt>{o.role}</dt>
                <dd>{o.name}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {m.report && !scoreHidden && (
        <section aria-labelledby="match-report" className={styles.section}>
          <h2 id="match-report">{CENTRE_TEXTS.report}</h2>
          <h3>{m.report.headline}</h3>
          <p>{m.report.summary}</p>
        </section>
      )}
      <p>
        <Link to={fixturesHref(m.teamSlug, m.seasonSlug)}>{CENTRE_TEXTS.fixtures}</Link>
      </p>
    </article>
  );
}
