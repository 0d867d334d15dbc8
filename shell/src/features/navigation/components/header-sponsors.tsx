import { IMAGE_SIZES, useServiceData } from '@club/shared/api';
import type { HeaderSponsor } from '@club/shared/contracts';
import { $childFriendly } from '@club/shared/stores';
import { ServiceImage } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { useAfterMainContent } from '../../../lib/use-after-main-content.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { getHeaderSponsors } from '../api/get-header-sponsors.ts';
import { HEADER_SPONSOR_COUNT, NAVIGATION_TEXT } from '../constants.ts';
import { headerSponsorImageKey, isHeaderSponsorShown } from '../lib/header-sponsors.ts';
import styles from './header.module.css';
import { NEW_TAB_PROPS } from './menu-item-link.tsx';

/** The header's sponsors, or none when the call fails: a failure is logged only (spec 000 §8 pattern). */
async function fetchHeaderSponsors(signal: AbortSignal): Promise<HeaderSponsor[]> {
  try {
    return await getHeaderSponsors(signal);
  } catch (error) {
    if (!signal.aborted) console.error('[header] the header sponsors could not be loaded', error);
    return [];
  }
}

/** The width from which header.module.css shows the header's sponsors (none on a phone). */
export const HEADER_SPONSORS_MEDIA = '(min-width: 1024px)';

/**
 * The header's sponsors where the header has room for them, asked for once the page's own content
 * has been painted: decoration in space of their own, they must not delay the page's largest paint,
 * and a phone, which does not show them, does not download them.
 */
export function HeaderSponsors() {
  const shownAtThisWidth = useMediaQuery(HEADER_SPONSORS_MEDIA);
  const afterContent = useAfterMainContent({ waitForIdle: false });
  return shownAtThisWidth && afterContent ? <HeaderSponsorList /> : <KeptSponsorSpace />;
}

/**
 * The sponsors' space until their logos arrive, from the first paint (a page rendered on the server
 * too): the same list, of spec 000's four, with blank boxes that size and shrink as the logos do
 * (a canvas, like an image, gives up width where the header has little), so the logos arriving
 * move nothing in the header. Hidden where the list is (below 1024 px), and from assistive
 * technology.
 */
function KeptSponsorSpace() {
  return (
    <ul className={styles.sponsors} aria-hidden="true" data-kept-space="">
      {Array.from({ length: HEADER_SPONSOR_COUNT }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blank boxes, the same four every time.
        <li key={index}>
          <span className={`${styles.sponsor} ${styles.keptSponsor}`}>
            <canvas className={styles.sponsorLogo} width={2} height={1} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The four header sponsors' logos, each linking to the sponsor in a new tab; child-friendly rule applied. */
function HeaderSponsorList() {
  const { data } = useServiceData('header-sponsors', fetchHeaderSponsors);
  const childFriendly = useStore($childFriendly);
  if (data === undefined) return <KeptSponsorSpace />;
  const shown = data.flatMap((sponsor) => {
    const imageKey = headerSponsorImageKey(sponsor.imgLocation);
    return isHeaderSponsorShown(sponsor, childFriendly) && imageKey ? [{ sponsor, imageKey }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul className={styles.sponsors} aria-label={NAVIGATION_TEXT.headerSponsors}>
      {shown.map(({ sponsor, imageKey }) => (
        <li key={sponsor.name}>
          <a
            className={styles.sponsor}
            href={sponsor.sponsorUrl}
            {...NEW_TAB_PROPS}
            rel="noopener noreferrer sponsored"
          >
            <ServiceImage
              imageKey={imageKey}
              box={IMAGE_SIZES.sponsor}
              alt={sponsor.name}
              className={styles.sponsorLogo}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
