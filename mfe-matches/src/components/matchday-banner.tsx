import { useServiceData } from '@club/shared/api';
import { formatClubTime } from '@club/shared/format';
import { Link } from '@club/shared/router';
import { clearMatchdayTakeover, setMatchdayTakeover } from '@club/shared/stores';
import { useEffect } from 'react';
import { getNextMatch } from '../api/get-next-match.ts';
import { isMatchDay } from '../lib/is-match-day.ts';
import { matchCentreHref } from '../lib/match-links.ts';
import { liveMinute, MATCH_TEXTS } from './match-row.tsx';
import styles from './matchday-banner.module.css';

/** Spec 000 §3: the matchday takeover's style on this site. */
export const MATCHDAY_TAKEOVER_STYLE = 'banner';
export const MATCHDAY_TEXTS = {
  label: 'Matchday',
  kickoff: (time: string) => `Kick-off ${time}`,
  follow: 'Follow it in the match centre',
} as const;

export interface MatchdayBannerProps {
  /** The team's slug; the Men's Team (empty slug) when left out. */
  team?: string;
}

/**
 * The matchday takeover banner (spec 000 §3, style 'banner'): on a match day, the match and a link
 * to its match centre; nothing on other days, or when the match data cannot be had.
 */
export function MatchdayBanner({ team = '' }: MatchdayBannerProps) {
  const next = useServiceData(`matchday/${team}`, (signal) => getNextMatch(team, signal));
  const match =
    next.status === 'ready' && next.data && isMatchDay(next.data, new Date()) ? next.data : undefined;
  useEffect(() => {
    if (!match) return;
    setMatchdayTakeover(match.matchID, match);
    return clearMatchdayTakeover;
  }, [match]);
  if (!match) return null;
  return (
    <aside className={styles.banner} aria-label={MATCHDAY_TEXTS.label} data-style={MATCHDAY_TAKEOVER_STYLE}>
      <p>
        <strong>{MATCHDAY_TEXTS.label}</strong> {`${match.club.name} v ${match.opponent.name}`} ·{' '}
        {match.status === 'live'
          ? `${MATCH_TEXTS.live} ${liveMinute(match)}`
          : MATCHDAY_TEXTS.kickoff(formatClubTime(match.kickoff))}
      </p>
      <Link className={styles.link} to={matchCentreHref(match)}>
        {MATCHDAY_TEXTS.follow}
      </Link>
    </aside>
  );
}
