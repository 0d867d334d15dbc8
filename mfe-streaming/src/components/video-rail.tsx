import type { FeedSection, VideoItem } from '@club/shared/contracts';
import { $childFriendly } from '@club/shared/stores';
import { LoadError, PageLoader } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { NO_VIDEOS_MESSAGE, VIDEOS_LOAD_ERROR, VIDEOS_LOADING_LABEL } from '../constants.ts';
import { useFeedRails } from '../hooks/use-feed-section.ts';
import { inChildFriendlyMode } from '../lib/child-friendly-videos.ts';
import type { VideoContext } from '../lib/open-video.ts';
import { ChildFriendlyNote } from './child-friendly-note.tsx';
import { VideoItemCard } from './video-item-card.tsx';
import styles from './videos.module.css';

/** The data attribute a rail is found by (the e2e specs and the page tests select on it). */
type RailMark = { 'data-section': string } | { 'data-continue-watching': '' };

interface RailProps<T> {
  title: string;
  items: readonly T[];
  /** The video an item shows (its entry id keys the card). */
  videoOf: (item: T) => VideoItem;
  /** How far the viewer watched an item, in seconds (the 'Continue watching' rail). */
  watchedOf?: (item: T) => { position: number; duration: number };
  /** The list the cards are in: the player's playlist when a card opens it. */
  context: VideoContext;
  /** The page's first rail: its first image is the page's largest paint, so it is fetched first. */
  first?: boolean;
  mark: RailMark;
}

/** A titled row of video cards that scrolls sideways. */
export function Rail<T>({ title, items, videoOf, watchedOf, context, first = false, mark }: RailProps<T>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.rail} {...mark}>
      <h2 id={headingId} className={styles.rowHeading}>
        {title}
      </h2>
      <ul className={styles.railList}>
        {items.map((item, index) => {
          const video = videoOf(item);
          return (
            <li key={video.mediaData.entryId} className={styles.railItem}>
              <VideoItemCard
                item={video}
                context={context}
                priority={first && index === 0}
                watched={watchedOf?.(item)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const itself = (item: VideoItem) => item;

interface VideoRailProps {
  section: FeedSection;
  /** The page's first rail: its first image is the page's largest paint, so it is fetched first. */
  first?: boolean;
  entryPoint?: string;
}

/** A feed section as a rail, titled by the section. */
export function VideoRail({ section, first = false, entryPoint }: VideoRailProps) {
  return (
    <Rail
      title={section.title}
      items={section.itemData}
      videoOf={itself}
      context={{ section: section.id, playlistTitle: section.title, entryPoint: entryPoint ?? null }}
      first={first}
      mark={{ 'data-section': section.id }}
    />
  );
}

interface FeedRailsProps {
  feedId: string;
  /** The page or piece the rails are on; the player records it as its entry point. */
  entryPoint: string;
  /** Said when the feed has no videos at all. */
  emptyMessage?: string;
  /** The first rail's first image is the page's largest paint; false where the rails sit lower. */
  leadsPage?: boolean;
  /**
   * Keep the loader showing until the page has what goes above the rails (the first time only: rails
   * once shown never go back to a loader).
   */
  hold?: boolean;
  /** A rail of the page's own above the feed's (the video home's 'Continue watching'). */
  lead?: ReactNode;
}

/**
 * A feed's sections in the current child-friendly mode: what each may show, sections left empty out,
 * and how many videos it hid (each once, though several rails list it).
 */
function sectionsInMode(sections: readonly FeedSection[], childFriendlyMode: boolean) {
  const shown: FeedSection[] = [];
  const hidden = new Set<string>();
  for (const section of sections) {
    const inMode = inChildFriendlyMode(section.itemData, childFriendlyMode, itself);
    const kept = new Set(inMode.shown);
    for (const item of section.itemData) if (!kept.has(item)) hidden.add(item.mediaData.entryId);
    if (inMode.shown.length > 0) shown.push({ ...section, itemData: inMode.shown });
  }
  return { shown, hidden: hidden.size };
}

/**
 * A feed's sections as rails, in FEED_SECTIONS order. The sections are read side by side; if any
 * read fails the feed shows one error with 'Try again' (logged as the spec says). Sections the feed
 * does not have, or with no videos, are left out. In child-friendly mode videos not flagged child
 * friendly are left out too, and the rails say how many and how to switch the mode off.
 */
export function FeedRails({
  feedId,
  entryPoint,
  emptyMessage = NO_VIDEOS_MESSAGE,
  leadsPage = true,
  hold = false,
  lead = null,
}: FeedRailsProps) {
  const feed = useFeedRails(feedId);
  const childFriendly = useStore($childFriendly);
  const shown = useRef(false);
  const holding = hold && !shown.current;
  useEffect(() => {
    if (feed.status !== 'loading' && !holding) shown.current = true;
  });
  if (feed.status === 'loading' || holding)
    return (
      <div className={styles.railsPlaceholder}>
        <PageLoader label={VIDEOS_LOADING_LABEL} />
      </div>
    );
  let body: ReactNode;
  let hidden = 0;
  if (feed.status === 'failed') body = <LoadError message={VIDEOS_LOAD_ERROR} onRetry={feed.reload} />;
  else {
    const sections = sectionsInMode(feed.data, childFriendly);
    hidden = sections.hidden;
    body =
      sections.shown.length === 0 ? (
        <p>{emptyMessage}</p>
      ) : (
        sections.shown.map((section, index) => (
          <VideoRail
            key={section.id}
            section={section}
            first={leadsPage && index === 0}
            entryPoint={entryPoint}
          />
        ))
      );
  }
  return (
    <div className={styles.rails}>
      {lead}
      <ChildFriendlyNote hidden={hidden} />
      {body}
    </div>
  );
}
