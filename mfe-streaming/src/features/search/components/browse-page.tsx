import { $runtimeConfig } from '@club/shared/config';
import {
  currentSeasonFrom,
  VIDEO_DURATION_FILTERS,
  VIDEO_FILTER_TEAMS,
  type VideoDurationFilter,
  type VideoSearchFilters,
} from '@club/shared/contracts';
import { useSearchParams } from '@club/shared/router';
import { PageHeading, usePageTitle } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import {
  ANY_DURATION_LABEL,
  ANY_SEASON_LABEL,
  ANY_TEAM_LABEL,
  BROWSE_TITLE,
  DURATION_FILTER_LABEL,
  PUBLISHED_BEFORE_NOW,
  SEARCH_FORM_LABEL,
  SEARCH_PARAMS,
  SEARCH_SUBMIT_LABEL,
  SEARCH_TEXT_LABEL,
  SEASON_FILTER_LABEL,
  TEAM_FILTER_LABEL,
} from '../constants.ts';
import { useVideoSearch } from '../hooks/use-video-search.ts';
import { videoSeasons } from '../lib/video-seasons.ts';
import styles from './search.module.css';
import { VideoResults } from './video-results.tsx';

const isDuration = (value: string | null): value is VideoDurationFilter =>
  value !== null && Object.hasOwn(VIDEO_DURATION_FILTERS, value);

/**
 * The filters an address asks for. Values the filters do not offer are left out, so a shared or
 * mistyped address still searches.
 */
export function filtersFromParams(params: URLSearchParams, seasons: readonly number[]): VideoSearchFilters {
  const text = params.get(SEARCH_PARAMS.text)?.trim();
  const team = params.get(SEARCH_PARAMS.team);
  const season = Number(params.get(SEARCH_PARAMS.season));
  const duration = params.get(SEARCH_PARAMS.duration);
  return {
    publishedBefore: PUBLISHED_BEFORE_NOW,
    ...(text ? { text } : {}),
    ...(VIDEO_FILTER_TEAMS.some(({ teamId }) => teamId === team) && team ? { teamIds: [team] } : {}),
    ...(seasons.includes(season) ? { seasons: [season] } : {}),
    ...(isDuration(duration) ? { duration } : {}),
  };
}

/**
 * /videos/browse (spec 001 §2, title 'Browse'): video search (spec 001 §3 "Filters", §5, §7) by
 * words in the title or tags, team, season and length, newest first, 12 at a time with more on
 * demand. The filters live in the address, so a search can be shared; a choice applies at once,
 * the words when sent.
 */
export function BrowsePage() {
  usePageTitle(BROWSE_TITLE);
  const config = useStore($runtimeConfig);
  const seasons = useMemo(() => (config ? videoSeasons(currentSeasonFrom(config.settings)) : []), [config]);
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(
    params,
    seasons.map(({ year }) => year),
  );
  const search = useVideoSearch(JSON.stringify(filters), filters);
  const [text, setText] = useState(filters.text ?? '');
  const ids = { text: useId(), team: useId(), season: useId(), duration: useId() };

  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setParam(SEARCH_PARAMS.text, text.trim());
  };

  return (
    <section aria-labelledby="browse-heading">
      <PageHeading id="browse-heading">{BROWSE_TITLE}</PageHeading>
      <search>
        <form className={styles.form} aria-label={SEARCH_FORM_LABEL} onSubmit={onSubmit}>
          <div className={`${styles.field} ${styles.textField}`}>
            <label htmlFor={ids.text}>{SEARCH_TEXT_LABEL}</label>
            <div className={styles.textRow}>
              <input
                id={ids.text}
                type="search"
                autoComplete="off"
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
              <button type="submit" className={styles.submit}>
                {SEARCH_SUBMIT_LABEL}
              </button>
            </div>
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.team}>{TEAM_FILTER_LABEL}</label>
            <select
              id={ids.team}
              value={filters.teamIds?.[0] ?? ''}
              onChange={(event) => setParam(SEARCH_PARAMS.team, event.target.value)}
            >
              <option value="">{ANY_TEAM_LABEL}</option>
              {VIDEO_FILTER_TEAMS.map(({ label, teamId }) => (
                <option key={teamId} value={teamId}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.season}>{SEASON_FILTER_LABEL}</label>
            <select
              id={ids.season}
              value={filters.seasons?.[0] ?? ''}
              onChange={(event) => setParam(SEARCH_PARAMS.season, event.target.value)}
            >
              <option value="">{ANY_SEASON_LABEL}</option>
              {seasons.map(({ year, label }) => (
                <option key={year} value={year}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.duration}>{DURATION_FILTER_LABEL}</label>
            <select
              id={ids.duration}
              value={filters.duration ?? ''}
              onChange={(event) => setParam(SEARCH_PARAMS.duration, event.target.value)}
            >
              <option value="">{ANY_DURATION_LABEL}</option>
              {Object.entries(VIDEO_DURATION_FILTERS).map(([value, { label }]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </form>
      </search>
      <VideoResults
        search={search}
        context={{ entryPoint: 'browse', playlistTitle: BROWSE_TITLE }}
        leadsPage
      />
    </section>
  );
}
