import { IMAGE_SIZES } from '@club/shared/api';
import type { FooterAdvert } from '@club/shared/contracts';
import { ServiceImage } from '@club/shared/ui';
import { useEffect } from 'react';
import { FOOTER_ADVERT_LIST_LABEL } from '../constants.ts';
import { listSubject, reportListAdvertClick, reportListAdvertImpression } from '../lib/advert-events.ts';
import { footerSlotRecord } from '../stores/footer-adverts.ts';
import styles from './footer-advertising.module.css';

/**
 * A list advert's image: through the image library at the advert size when the list gives its key,
 * else the absolute `imageData.Location` of spec 000 §3 in the same box.
 */
function ListAdvertImage({ advert }: { advert: FooterAdvert }) {
  const { key, Location } = advert.imageData;
  const box = IMAGE_SIZES.advert;
  return key ? (
    <ServiceImage imageKey={key} box={box} alt={advert.advertName} />
  ) : (
    <ServiceImage src={Location} box={box} alt={advert.advertName} />
  );
}

function ListAdvert({ advert }: { advert: FooterAdvert }) {
  useEffect(() => {
    reportListAdvertImpression(listSubject(advert, footerSlotRecord(advert.advertID)));
  }, [advert]);
  return (
    <a
      className={styles.advertLink}
      href={advert.targetUrl}
      target="_blank"
      rel="noopener noreferrer sponsored"
      onClick={() => reportListAdvertClick(listSubject(advert, footerSlotRecord(advert.advertID)))}
    >
      <ListAdvertImage advert={advert} />
    </a>
  );
}

export interface FooterAdvertListProps {
  /** The adverts to show (already through isFooterListAdvertShown). */
  adverts: readonly FooterAdvert[];
  /** Changes with every answer of the list, so every load counts as a new showing. */
  loadID: number;
}

/** The block listing all adverts of the footer (spec 000 §2), each an image linking to its target. */
export function FooterAdvertList({ adverts, loadID }: FooterAdvertListProps) {
  return (
    <ul className={styles.list} aria-label={FOOTER_ADVERT_LIST_LABEL}>
      {adverts.map((advert) => (
        <li key={`${advert.advertID}-${loadID}`} className={styles.listItem}>
          <ListAdvert advert={advert} />
        </li>
      ))}
    </ul>
  );
}
