import { IMAGE_SIZES } from '@club/shared/api';
import { $upgradePromo, closeUpgradePromo, openPackages } from '@club/shared/stores';
import { ServiceImage, useDialogFocus } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { useId, useRef } from 'react';
import { NEW_TAB_HINT, UPGRADE_PROMO } from '../constants.ts';
import styles from './upgrade-promo.module.css';

/** 'Subscribe now': the upgrade promo gives way to the packages panel (spec 000 §2, spec 001 §4). */
function subscribeNow(): void {
  closeUpgradePromo();
  openPackages();
}

function UpgradePromoDialog() {
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog, closeUpgradePromo);
  const titleId = useId();
  const descriptionId = useId();
  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.backdrop}
        aria-label={`${UPGRADE_PROMO.close}: ${UPGRADE_PROMO.title}`}
        tabIndex={-1}
        onClick={closeUpgradePromo}
      />
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
      >
        <button type="button" className={styles.close} onClick={closeUpgradePromo}>
          {UPGRADE_PROMO.close}
        </button>
        <ServiceImage
          imageKey={UPGRADE_PROMO.imageKey}
          box={IMAGE_SIZES.promo}
          alt=""
          eager
          className={styles.image}
        />
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            {UPGRADE_PROMO.title}
          </h2>
          <p id={descriptionId} className={styles.description}>
            {UPGRADE_PROMO.description}
          </p>
          <div className={styles.actions}>
            <a className={styles.secondary} href={UPGRADE_PROMO.learnMoreUrl} target="_blank" rel="noopener">
              {UPGRADE_PROMO.learnMore}
              <span className={styles.visuallyHidden}> {NEW_TAB_HINT}</span>
            </a>
            <button type="button" className={styles.primary} onClick={subscribeNow}>
              {UPGRADE_PROMO.subscribeNow}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * The upgrade promo (spec 000 §2 "Other overlays", spec 001 §2): shown while $upgradePromo.display
 * is true, e.g. when on-demand playback answers 'no active subscription'.
 */
export function UpgradePromo() {
  const { display } = useStore($upgradePromo);
  return display ? <UpgradePromoDialog /> : null;
}
