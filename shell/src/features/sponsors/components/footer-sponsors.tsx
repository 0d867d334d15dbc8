import { IMAGE_SIZES, useServiceData } from '@club/shared/api';
import type { SponsorRow } from '@club/shared/contracts';
import { $childFriendly } from '@club/shared/stores';
import { ServiceImage } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import type { CSSProperties } from 'react';
import { getSponsorRows } from '../api/get-sponsor-rows.ts';
import {
  FOOTER_SPONSOR_LOGO_PX,
  SPONSOR_TITLE_FONT_SIZES,
  SPONSORS_LABEL,
  sponsorLogoSize,
  sponsorTitleSize,
} from '../constants.ts';
import { visibleSponsorRows } from '../lib/visible-sponsor-rows.ts';
import styles from './footer-sponsors.module.css';

async function loadSponsorRows(signal: AbortSignal): Promise<SponsorRow[]> {
  try {
    return await getSponsorRows(signal);
  } catch (error) {
    // The spec lists no sponsor failure; like the footer's adverts (spec 000 §8) it is logged and
    // the block stays away.
    if (!signal.aborted) console.warn('[sponsors] sponsor rows not loaded', error);
    throw error;
  }
}

/** A row's title: a heading drawn at its titleSize, or plain text for 'span' (spec 000 §3). */
function RowTitle({ title, titleSize }: { title: string; titleSize: string }) {
  const size = sponsorTitleSize(titleSize);
  const style = { '--sponsor-title-size': SPONSOR_TITLE_FONT_SIZES[size] } as CSSProperties;
  const Tag = size === 'span' ? 'p' : 'h2';
  return (
    <Tag className={styles.title} data-title-size={size} style={style}>
      {title}
    </Tag>
  );
}

/** The logo box sizes of spec 000 §9 for one row, handed to its CSS. */
function logoBoxStyle(sponsorSize: string): CSSProperties {
  const size = FOOTER_SPONSOR_LOGO_PX[sponsorLogoSize(sponsorSize)];
  return {
    '--sponsor-logo-narrow': `${size.narrow}px`,
    '--sponsor-logo-wide': `${size.wide}px`,
  } as CSSProperties;
}

/**
 * The footer's sponsor logo block (spec 000 §2): Principal, Official and Supporting Partners from
 * the sponsors service, with the logos spec 000 §5 allows in the current child-friendly mode.
 */
export function FooterSponsors() {
  const childFriendly = useStore($childFriendly);
  const rows = useServiceData('sponsor-rows', loadSponsorRows);

  if (rows.status === 'loading') return <div className={styles.sponsors} aria-busy="true" />;
  if (rows.status === 'failed') return null;
  const visible = visibleSponsorRows(rows.data, childFriendly);
  if (visible.length === 0) return null;

  return (
    <section className={styles.sponsors} aria-label={SPONSORS_LABEL}>
      {visible.map((row) => (
        <div key={row.rowID} className={styles.row}>
          <RowTitle title={row.title} titleSize={row.titleSize} />
          <ul className={styles.logos} style={logoBoxStyle(row.sponsorSize)}>
            {row.sponsors.map((item) => (
              <li key={item.sponsorID}>
                <a
                  className={styles.logo}
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer sponsored"
                >
                  <ServiceImage imageKey={item.imageKey} box={IMAGE_SIZES.sponsor} alt={item.title} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
