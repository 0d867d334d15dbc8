import { $advertisingDisabled, $childFriendly } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { FOOTER_ADVERTISING_LABEL, type FooterAdvertisingVersion } from '../constants.ts';
import { useFooterAdverts } from '../hooks/use-footer-adverts.ts';
import { isFooterListAdvertShown } from '../lib/footer-list.ts';
import { $footerAdvertList, $footerSlotsEnabled } from '../stores/footer-adverts.ts';
import { FooterAdvertList } from './footer-advert-list.tsx';
import { FooterAdvertSlots } from './footer-advert-slots.tsx';
import styles from './footer-advertising.module.css';
import { FooterSingleAdvert } from './footer-single-advert.tsx';

function SlotsAndList({ version }: { version: 1 | 2 }) {
  const slotsEnabled = useStore($footerSlotsEnabled) && version === 1;
  const list = useStore($footerAdvertList);
  const childFriendly = useStore($childFriendly);
  const listed = list.adverts.filter((advert) => isFooterListAdvertShown(advert, childFriendly));

  // Adverts have no placeholder: until they load, and after a failure (spec 000 §8), nothing shows.
  if (!slotsEnabled && listed.length === 0) return null;
  return (
    <aside className={styles.advertising} aria-label={FOOTER_ADVERTISING_LABEL} data-version={version}>
      <div className={styles.inner}>
        {slotsEnabled && <FooterAdvertSlots />}
        {listed.length > 0 && <FooterAdvertList adverts={listed} loadID={list.loadID} />}
      </div>
    </aside>
  );
}

function FooterAdverts({ version }: { version: FooterAdvertisingVersion }) {
  useFooterAdverts(version);
  return version === 3 ? <FooterSingleAdvert /> : <SlotsAndList version={version} />;
}

/**
 * The footer advertising (slot 14 of spec 000 §2 "Layouts") in its three versions
 * (FOOTER_ADVERTISING_VERSIONS): 1, the three square slots when the adverts state holds footerSlot1
 * adverts and the list of the footer's adverts; 2, the list alone; 3, the footer slot's current
 * advert. Nothing loads or shows while advertising is disabled (spec 000 §4).
 */
export function FooterAdvertising({ version = 1 }: { version?: FooterAdvertisingVersion }) {
  const disabled = useStore($advertisingDisabled);
  return disabled ? null : <FooterAdverts key={version} version={version} />;
}
