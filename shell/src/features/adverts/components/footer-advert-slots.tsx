import { IMAGE_SIZES } from '@club/shared/api';
import { ServiceImage } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { type CSSProperties, useEffect } from 'react';
import { FOOTER_ADVERT_SLOT_COUNT, FOOTER_ADVERT_SLOTS_LABEL } from '../constants.ts';
import { reportSlotAdvertClicked, reportSlotAdvertLoaded } from '../lib/advert-events.ts';
import type { ShownSlotAdvert } from '../lib/pick-slot-advert.ts';
import { $footerSlotPicks } from '../stores/footer-adverts.ts';
import styles from './footer-advertising.module.css';

/** One slot's advert: its mobile image linking to its target; mounted anew for every pick. */
export function SlotAdvertLink({ advert }: { advert: ShownSlotAdvert }) {
  useEffect(() => {
    reportSlotAdvertLoaded(advert);
  }, [advert]);
  return (
    <a
      className={styles.advertLink}
      href={advert.url}
      target="_blank"
      rel="noopener noreferrer sponsored"
      onClick={() => reportSlotAdvertClicked(advert)}
    >
      <ServiceImage
        imageKey={advert.images.mobile.imageKey}
        box={IMAGE_SIZES.advert}
        alt={advert.advertName}
      />
    </a>
  );
}

/** The three square footer slots, footerSlot1 to footerSlot3, each with its random eligible advert. */
export function FooterAdvertSlots() {
  const { pickID, slots } = useStore($footerSlotPicks);
  return (
    <ul
      className={styles.slots}
      aria-label={FOOTER_ADVERT_SLOTS_LABEL}
      style={{ '--footer-slot-count': FOOTER_ADVERT_SLOT_COUNT } as CSSProperties}
    >
      {slots.map(({ slot, advert }) => (
        <li key={slot} className={styles.slot} data-slot={slot}>
          {advert && <SlotAdvertLink key={pickID} advert={advert} />}
        </li>
      ))}
    </ul>
  );
}
