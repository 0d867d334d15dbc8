import { IMAGE_SIZES } from '@club/shared/api';
import { NEWS_SEARCH_PAGE_SIZE, type NewsSearchHit } from '@club/shared/contracts';
import { RemotePiece, remoteForPath } from '@club/shared/federation';
import { formatDate } from '@club/shared/format';
import { Link, useLocation } from '@club/shared/router';
import { $searchOpen, closeSearch } from '@club/shared/stores';
import { ModalDialog, PageLoader, ServiceImage } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  displayingResults,
  NEXT_PAGE_LABEL,
  NO_RESULTS_TEXT,
  PREVIOUS_PAGE_LABEL,
  pageLabel,
  SEARCH_BACKDROP_LABEL,
  SEARCH_CLOSE_LABEL,
  SEARCH_DIALOG_LABEL,
  SEARCH_FIELD_LABEL,
  SEARCH_FILTER_LABEL,
  SEARCH_FILTERS,
  SEARCH_PAGES_LABEL,
  SEARCH_PANEL_ID,
  SEARCH_SORT_LABEL,
  SEARCH_SORTS,
  SEARCH_SUBMIT_LABEL,
  SEARCHING_LABEL,
  type SearchFilter,
  type SearchSort,
  VIDEO_SEARCH_DIALOG_LABEL,
} from '../constants.ts';
import { pageCount, paginationWindow } from '../lib/pagination.ts';
import {
  $searchForm,
  $searchResults,
  changeSearchFilter,
  changeSearchSort,
  goToSearchPage,
  nextSearchPage,
  previousSearchPage,
  setSearchTerm,
  submitSearch,
} from '../stores/search.ts';
import styles from './search-panel.module.css';

function Icon({ path }: { path: string }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
const MAGNIFIER = 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM15.5 15.5 20 20';
const CROSS = 'M6 6l12 12M18 6 6 18';
const CHEVRON_START = 'M15 5l-7 7 7 7';
const CHEVRON_END = 'M9 5l7 7-7 7';

function ResultItem({ hit }: { hit: NewsSearchHit }) {
  const category = hit.categories[0];
  return (
    <li>
      <article className={styles.result}>
        <ServiceImage
          imageKey={hit.imageData.key}
          box={IMAGE_SIZES.newsResult}
          alt=""
          className={styles.resultImage}
        />
        <div className={styles.resultText}>
          <p className={styles.resultMeta}>
            {category && <span className={styles.category}>{category}</span>}
            <time dateTime={hit.published_date}>{formatDate(hit.published_date)}</time>
          </p>
          <h3 className={styles.resultTitle} dir="auto">
            <Link to={`/news/${hit.slug}`}>{hit.title}</Link>
          </h3>
        </div>
      </article>
    </li>
  );
}

function Pages({ page, found }: { page: number; found: number }) {
  const lastPage = pageCount(found, NEWS_SEARCH_PAGE_SIZE);
  return (
    <nav className={styles.pages} aria-label={SEARCH_PAGES_LABEL}>
      <button
        type="button"
        className={styles.pageButton}
        aria-label={PREVIOUS_PAGE_LABEL}
        disabled={page <= 1}
        onClick={previousSearchPage}
      >
        <Icon path={CHEVRON_START} />
      </button>
      <ol className={styles.pageList}>
        {paginationWindow(page, lastPage).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={styles.pageButton}
              aria-label={pageLabel(n)}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => goToSearchPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={styles.pageButton}
        aria-label={NEXT_PAGE_LABEL}
        disabled={page >= lastPage}
        onClick={nextSearchPage}
      >
        <Icon path={CHEVRON_END} />
      </button>
    </nav>
  );
}

function Results() {
  const { status, hits, found, page } = useStore($searchResults);
  if (status === 'idle') return null;
  const loading = status === 'loading';
  if (!loading && hits.length === 0) {
    return (
      <p className={styles.noResults} role="status">
        {NO_RESULTS_TEXT}
      </p>
    );
  }
  const first = (page - 1) * NEWS_SEARCH_PAGE_SIZE + 1;
  return (
    <div className={styles.results} aria-busy={loading}>
      {loading && <PageLoader label={SEARCHING_LABEL} />}
      {hits.length > 0 && (
        <>
          <ul className={styles.resultList}>
            {hits.map((hit) => (
              <ResultItem key={hit.slug} hit={hit} />
            ))}
          </ul>
          {/* A div, not a footer: in a dialog a footer is a second contentinfo landmark beside the page's. */}
          <div className={styles.footer}>
            <p className={styles.displaying} aria-live="polite">
              {displayingResults(first, first + hits.length - 1, found)}
            </p>
            <Pages page={page} found={found} />
          </div>
        </>
      )}
    </div>
  );
}

/** Whether the page is a streaming page (/videos, /live), where the panel searches videos (spec 000 §4). */
function useStreamingPage(): boolean {
  const { pathname } = useLocation();
  return remoteForPath(pathname) === 'mfe-streaming';
}

function SearchDialog() {
  const form = useStore($searchForm);
  const streaming = useStreamingPage();
  // The video search the panel last sent on a streaming page; mfe-streaming's piece runs it.
  const [videoQuery, setVideoQuery] = useState('');
  const fieldId = useId();
  const filterId = useId();
  const sortId = useId();
  // The panel's purpose is this one field: it has the cursor from the moment the panel opens.
  const field = useRef<HTMLInputElement>(null);
  return (
    <ModalDialog
      label={streaming ? VIDEO_SEARCH_DIALOG_LABEL : SEARCH_DIALOG_LABEL}
      initialFocus={field}
      backdropLabel={SEARCH_BACKDROP_LABEL}
      onClose={closeSearch}
      layerClassName={styles.root}
      className={styles.panel}
      id={SEARCH_PANEL_ID}
    >
      <search>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (streaming) setVideoQuery(form.term);
            else submitSearch();
          }}
        >
          <label htmlFor={fieldId} className={styles.fieldLabel}>
            {SEARCH_FIELD_LABEL}
          </label>
          <div className={styles.fieldRow}>
            <input
              ref={field}
              id={fieldId}
              className={styles.field}
              type="search"
              autoComplete="off"
              value={form.term}
              onChange={(event) => setSearchTerm(event.target.value)}
            />
            <button type="submit" className={styles.iconButton} aria-label={SEARCH_SUBMIT_LABEL}>
              <Icon path={MAGNIFIER} />
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={SEARCH_CLOSE_LABEL}
              onClick={closeSearch}
            >
              <Icon path={CROSS} />
            </button>
          </div>
          {!streaming && (
            <div className={styles.options}>
              <div className={styles.option}>
                <label htmlFor={filterId}>{SEARCH_FILTER_LABEL}</label>
                <select
                  id={filterId}
                  value={form.filter}
                  onChange={(event) => changeSearchFilter(event.target.value as SearchFilter)}
                >
                  {Object.entries(SEARCH_FILTERS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </div>
              <div className={styles.option}>
                <label htmlFor={sortId}>{SEARCH_SORT_LABEL}</label>
                <select
                  id={sortId}
                  value={form.sort}
                  onChange={(event) => changeSearchSort(event.target.value as SearchSort)}
                >
                  {Object.entries(SEARCH_SORTS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          )}
        </form>
      </search>
      {streaming ? (
        <RemotePiece
          piece="videoSearchResults"
          props={{ query: videoQuery, onNavigate: closeSearch }}
          reserve={videoQuery ? '12rem' : undefined}
          className={styles.videoResults}
        />
      ) : (
        <Results />
      )}
    </ModalDialog>
  );
}

/**
 * The search overlay (spec 000 §2 "Search overlay", §4 "Search"): a modal panel that slides in from
 * the right, opened by openSearch. It closes on its close button, a backdrop click, Escape, and any
 * route change (a result's link included).
 */
export function SearchPanel() {
  const open = useStore($searchOpen);
  const { key } = useLocation();
  // Only a later route change closes it: the panel may mount because it was just opened.
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    closeSearch();
  }, [key]);
  return open ? <SearchDialog /> : null;
}
