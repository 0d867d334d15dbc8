import { imageUrl } from '@club/shared/api';
import { getStreamerConfig } from '@club/shared/calls';
import { STREAMER_HEADINGS, type StreamerAnchor, type StreamerConfig } from '@club/shared/contracts';
import { RemotePiece } from '@club/shared/federation';
import { LoadError, PageLoader, usePageData, usePageTitle } from '@club/shared/ui';
import { type ReactNode, useId } from 'react';
import { FaqList } from '../../../components/faq-list.tsx';
import { VideoItemCard } from '../../../components/video-item-card.tsx';
import videoStyles from '../../../components/videos.module.css';
import { VIDEOS_LOAD_ERROR } from '../../../constants.ts';
import { useFeedSection } from '../../../hooks/use-feed-section.ts';
import {
  HERO_DESKTOP_MEDIA,
  HERO_DESKTOP_SIZE,
  HERO_MOBILE_SIZE,
  STREAMER_LOAD_ERROR,
  STREAMER_LOADING_LABEL,
} from '../constants.ts';
import styles from './streamer.module.css';

/**
 * The streamer site's page (spec 000 §1, spec 001 §2 "Streamer site variant"), at `/` on :3005:
 * the hero, then the sections the header's links scroll to: Upcoming Game (#next-match, mfe-matches'
 * nextMatchStrip), Available Packages (#packages, mfe-account's packagesWidget) with Redeem a voucher
 * code (mfe-account's voucherForm, which redeems it), Upcoming Fixtures (#fixtures, mfe-matches' upcomingFixtures), the replays playlist (#videos,
 * 10 from its feed) and Having Trouble? with the FAQs (#troubleshooting). What shows, and the
 * words, come from the streamer config; a piece whose owner is down offers 'Try again' in its place.
 */
export function StreamerPage() {
  const config = usePageData('streamer-config', getStreamerConfig);
  usePageTitle(config.status === 'ready' ? config.data.hero.title : null);
  if (config.status === 'loading') return <PageLoader label={STREAMER_LOADING_LABEL} />;
  if (config.status === 'failed')
    return <LoadError message={STREAMER_LOAD_ERROR} onRetry={config.reload} pageHeading />;
  return <StreamerSections config={config.data} />;
}

function StreamerSections({ config }: { config: StreamerConfig }) {
  const headings = { ...STREAMER_HEADINGS, ...config.headings };
  return (
    <div className={styles.page}>
      <Hero hero={config.hero} />
      <Section anchor="next-match" heading={headings.nextMatch}>
        <RemotePiece piece="nextMatchStrip" props={{}} reserve="8rem" />
      </Section>
      {config.displayPackagesSection && (
        <PieceSection anchor="packages">
          <RemotePiece piece="packagesWidget" props={{ heading: headings.packages }} reserve="30rem" />
        </PieceSection>
      )}
      {config.displayVoucherSection && (
        // The site's one voucher form (mfe-account's voucherForm piece), which redeems the code.
        <div className={styles.section}>
          <RemotePiece
            piece="voucherForm"
            props={{
              heading: headings.voucher,
              text: config.voucher.text,
              buttonText: config.voucher.buttonText,
            }}
            reserve="12rem"
          />
        </div>
      )}
      <PieceSection anchor="fixtures">
        <RemotePiece piece="upcomingFixtures" props={{ heading: headings.fixtures }} reserve="12rem" />
      </PieceSection>
      {config.playlist.display && <Replays playlist={config.playlist} />}
      <Section anchor="troubleshooting" heading={headings.troubleshooting}>
        <div className={styles.faqs}>
          <FaqList items={config.faqItems} />
        </div>
      </Section>
    </div>
  );
}

/** An anchor for a piece that heads and labels its own section (one landmark, one heading). */
function PieceSection({ anchor, children }: { anchor: StreamerAnchor; children: ReactNode }) {
  return (
    <div id={anchor} className={styles.section}>
      {children}
    </div>
  );
}

function Section({
  anchor,
  heading,
  children,
}: {
  anchor: StreamerAnchor;
  heading: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={anchor} aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

function Hero({ hero }: { hero: StreamerConfig['hero'] }) {
  return (
    <div className={styles.hero}>
      <picture>
        <source
          media={HERO_DESKTOP_MEDIA}
          srcSet={imageUrl(hero.desktopImageKey, HERO_DESKTOP_SIZE.width, HERO_DESKTOP_SIZE.height)}
          width={HERO_DESKTOP_SIZE.width}
          height={HERO_DESKTOP_SIZE.height}
        />
        <img
          className={styles.heroImage}
          src={imageUrl(hero.mobileImageKey, HERO_MOBILE_SIZE.width, HERO_MOBILE_SIZE.height)}
          alt=""
          width={HERO_MOBILE_SIZE.width}
          height={HERO_MOBILE_SIZE.height}
          fetchPriority="high"
        />
      </picture>
      <div className={styles.heroText}>
        <h1 className={styles.heroTitle}>{hero.title}</h1>
        <p>{hero.text}</p>
      </div>
    </div>
  );
}

/** The replays playlist (spec 001 §3 "playlist block", §9 "Playlist amount 10"): the first `amount` of its feed. */
function Replays({ playlist }: { playlist: StreamerConfig['playlist'] }) {
  const read = useFeedSection(playlist.feed);
  const section = read.status === 'ready' ? read.data : null;
  return (
    <Section anchor="videos" heading={playlist.title}>
      <p>{playlist.description}</p>
      {read.status === 'loading' && <div className={videoStyles.railPlaceholder} aria-busy="true" />}
      {read.status === 'failed' && <LoadError message={VIDEOS_LOAD_ERROR} onRetry={read.reload} />}
      {section && (
        <ul className={videoStyles.railList}>
          {section.itemData.slice(0, playlist.amount).map((item) => (
            <li key={item.mediaData.entryId} className={videoStyles.railItem}>
              <VideoItemCard
                item={item}
                context={{ section: section.id, playlistTitle: playlist.title, entryPoint: 'streamer' }}
              />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
