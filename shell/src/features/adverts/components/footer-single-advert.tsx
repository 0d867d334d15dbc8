import { $childFriendly } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { FOOTER_ADVERTISING_LABEL, FOOTER_SINGLE_ADVERT_LABEL } from '../constants.ts';
import { pickSlotAdvert } from '../lib/pick-slot-advert.ts';
import { $footerSingleAdvert } from '../stores/footer-adverts.ts';
import { SlotAdvertLink } from './footer-advert-slots.tsx';
import styles from './footer-advertising.module.css';

/**
 * Version 3 of the footer advertising: the single slot, the footer slot's current advert (spec 000
 * §7 "Single advert slot"), shown when the eligibility rule allows it now and in the current
 * child-friendly mode (§4, §5), with the slot advert events. Nothing while it loads or after a failure.
 */
export function FooterSingleAdvert() {
  const { advert, loadID } = useStore($footerSingleAdvert);
  const childFriendly = useStore($childFriendly);
  const shown = advert ? pickSlotAdvert([advert], new Date(), childFriendly) : null;
  if (!shown) return null;
  return (
    <aside className={styles.advertising} aria-label={FOOTER_ADVERTISING_LABEL} data-version={3}>
      <div className={styles.inner}>
        <ul className={styles.single} aria-label={FOOTER_SINGLE_ADVERT_LABEL}>
          <li className={styles.slot} data-slot="single">
            <SlotAdvertLink key={loadID} advert={shown} />
          </li>
        </ul>
      </div>
    </aside>
  );
}
