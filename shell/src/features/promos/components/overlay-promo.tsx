import { IMAGE_SIZES } from '@club/shared/api';
import type { PromoOverlay } from '@club/shared/contracts';
import { Link } from '@club/shared/router';
import { $advertisingDisabled } from '@club/shared/stores';
import { ModalDialog, ServiceImage } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import {
  PROMO_BACKDROP_LABEL,
  PROMO_CLOSE_LABEL,
  PROMO_DIALOG_LABEL,
  PROMO_LINK_REL,
  PROMO_NEW_WINDOW_REL,
  PROMO_TYPE_MINI,
} from '../constants.ts';
import { $overlayPromo, dismissPromo } from '../stores/overlay-promo.ts';
import styles from './overlay-promo.module.css';

const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** The promo's image as a link to its target; following it dismisses the promo too. */
function PromoLink({ promo }: { promo: PromoOverlay }) {
  const image = (
    <ServiceImage
      imageKey={promo.imageKey}
      box={IMAGE_SIZES.promo}
      alt={promo.imageAltText}
      eager
      className={styles.image}
    />
  );
  if (promo.webNewWindow) {
    return (
      <a
        className={styles.imageLink}
        href={promo.url}
        target="_blank"
        rel={PROMO_NEW_WINDOW_REL}
        onClick={dismissPromo}
      >
        {image}
      </a>
    );
  }
  if (isSitePath(promo.url)) {
    return (
      <Link className={styles.imageLink} to={promo.url} rel={PROMO_LINK_REL} onClick={dismissPromo}>
        {image}
      </Link>
    );
  }
  return (
    <a className={styles.imageLink} href={promo.url} rel={PROMO_LINK_REL} onClick={dismissPromo}>
      {image}
    </a>
  );
}

function PromoDialog({ promo }: { promo: PromoOverlay }) {
  const mini = promo.type === PROMO_TYPE_MINI;
  return (
    <ModalDialog
      label={PROMO_DIALOG_LABEL}
      backdropLabel={PROMO_BACKDROP_LABEL}
      onClose={dismissPromo}
      layerClassName={styles.root}
      className={`${styles.dialog} ${mini ? styles.mini : styles.default}`}
      data={{ 'data-promo-id': promo.promoID }}
    >
      <button type="button" className={styles.close} aria-label={PROMO_CLOSE_LABEL} onClick={dismissPromo}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <PromoLink promo={promo} />
    </ModalDialog>
  );
}

function ActivePromo() {
  const promo = useStore($overlayPromo);
  return promo ? <PromoDialog key={promo.promoID} promo={promo} /> : null;
}

/**
 * The overlay promo (spec 000 §2 "Overlay promo", §4 "Overlay promos"). Hidden, and never fetched,
 * while advertising is disabled by flag (spec 000 §4 "Adverts").
 */
export function OverlayPromo() {
  const advertisingDisabled = useStore($advertisingDisabled);
  return advertisingDisabled ? null : <ActivePromo />;
}
