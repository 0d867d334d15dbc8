import { IMAGE_SIZES } from '@club/shared/api';
import { $upgradePromo, closeUpgradePromo, openPackages } from '@club/shared/stores';
import { ModalDialog, ServiceImage } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { NEW_TAB_HINT, UPGRADE_PROMO } from '../constants.ts';
import styles from './upgrade-promo.module.css';

/** 'Subscribe now': the upgrade promo gives way to the packages panel (spec 000 §2, spec 001 §4). */
function subscribeNow(): void {
  closeUpgradePromo();
  openPackages();
}

function UpgradePromoDialog() {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <ModalDialog
      labelledBy={titleId}
      describedBy={descriptionId}
      backdropLabel={`${UPGRADE_PROMO.close}: ${UPGRADE_PROMO.title}`}
      onClose={closeUpgradePromo}
      layerClassName={styles.root}
      className={styles.dialog}
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
    </ModalDialog>
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
