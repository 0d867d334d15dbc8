import {
  CHECKOUT_UNAVAILABLE_TEXT,
  MANAGE_SUBSCRIPTIONS_TEXT,
  MUST_LOG_IN_TO_PURCHASE_TEXT,
  type PackageDocument,
  type PriceEntry,
} from '@club/shared/contracts';
import { $user } from '@club/shared/stores';
import { ServiceImage } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import {
  BACK_TO_PACKAGE_LABEL,
  BUY_LABEL,
  CARD_BACKGROUND_BOX,
  CARD_HEIGHT_PER_EXTRA_PRICE_PX,
  CARD_IMAGE_BOX,
  CARD_MIN_HEIGHT_PX,
  CARD_PRICES_INCLUDED,
  MORE_INFORMATION_LABEL,
  PRICE_LIST_LABEL,
  UPGRADE_LABEL,
} from '../constants.ts';
import { $checkout, buy, priceHolding } from '../stores/checkout.ts';
import styles from './packages-widget.module.css';

// The sanitiser comes with the back of a card, not with the widget.
const FurtherInformation = lazy(() => import('./further-information.tsx'));

/** Spec 001 §2 "Package card": 480 px, plus 80 px for each price beyond two. */
export const cardMinHeight = (prices: number) =>
  CARD_MIN_HEIGHT_PX + Math.max(0, prices - CARD_PRICES_INCLUDED) * CARD_HEIGHT_PER_EXTRA_PRICE_PX;

/**
 * One package as a flip card (spec 001 §2, §3): the front has the image, title, description and
 * each price (recurring or one-off, its offer) with its purchase button; the info icon turns it to
 * the further information, the close icon back. StyleData's 'background-image' cards show their
 * background (600x900) behind both faces instead of the card image, under a scrim that keeps the
 * text readable; a customLabel shows as a badge.
 */
export function PackageCard({ pkg }: { pkg: PackageDocument }) {
  const [flipped, setFlipped] = useState(false);
  const titleId = useId();
  const infoButton = useRef<HTMLButtonElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const { attributes } = pkg;
  const { displayType, backgroundImageKey, customLabel } = attributes.styleData;
  const background = displayType === 'background-image' ? backgroundImageKey : null;
  // Prices of one package often share their further information: each text once.
  const information = [...new Set(attributes.priceData.map((price) => price.furtherInformation ?? ''))].join(
    '',
  );
  const flip = (toBack: boolean) => {
    setFlipped(toBack);
    // The face that was used disappears: the focus goes to the button that turns it back.
    requestAnimationFrame(() => (toBack ? backButton : infoButton).current?.focus());
  };

  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      style={{ minBlockSize: `${cardMinHeight(attributes.priceData.length)}px` }}
      data-flipped={flipped || undefined}
      data-display={background ? 'background-image' : 'icon-only'}
    >
      {background && (
        <ServiceImage imageKey={background} box={CARD_BACKGROUND_BOX} alt="" className={styles.background} />
      )}
      <div className={styles.face} hidden={flipped}>
        {!background && (
          <ServiceImage
            imageKey={attributes.imageData.imageKey}
            box={CARD_IMAGE_BOX}
            alt=""
            className={styles.image}
          />
        )}
        {customLabel && <p className={styles.label}>{customLabel}</p>}
        <div className={styles.cardHead}>
          <h3 id={titleId} className={styles.cardTitle}>
            {attributes.title}
          </h3>
          {information && (
            <button
              ref={infoButton}
              type="button"
              className={styles.icon}
              aria-label={`${MORE_INFORMATION_LABEL}: ${attributes.title}`}
              onClick={() => flip(true)}
            >
              <span aria-hidden="true">i</span>
            </button>
          )}
        </div>
        <p className={styles.description}>{attributes.description}</p>
        <ul className={styles.prices} aria-label={PRICE_LIST_LABEL}>
          {attributes.priceData.map((price) => (
            <PriceRow key={price.id} pkg={pkg} price={price} />
          ))}
        </ul>
      </div>
      {flipped && (
        <div className={styles.face}>
          <div className={styles.cardHead}>
            <p className={styles.cardTitle}>{attributes.title}</p>
            <button
              ref={backButton}
              type="button"
              className={styles.icon}
              aria-label={BACK_TO_PACKAGE_LABEL}
              onClick={() => flip(false)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <Suspense fallback={null}>
            <FurtherInformation html={information} className={styles.information} />
          </Suspense>
        </div>
      )}
    </article>
  );
}

function PriceRow({ pkg, price }: { pkg: PackageDocument; price: PriceEntry }) {
  const user = useStore($user);
  const checkout = useStore($checkout);
  const holding = user.loggedIn ? priceHolding(price, user.entitlements) : 'none';
  const held = holding === 'held';
  const redirecting = checkout.kind === 'redirecting' && checkout.priceId === price.id;
  const unavailable = checkout.kind === 'unavailable' && checkout.priceId === price.id;
  const label = held ? MANAGE_SUBSCRIPTIONS_TEXT : holding === 'partial' ? UPGRADE_LABEL : BUY_LABEL;
  return (
    <li className={styles.price}>
      <p className={styles.priceDisplay}>{price.priceDisplay}</p>
      {price.offer && <p className={styles.offer}>{price.offer}</p>}
      <button
        type="button"
        className={held ? styles.secondary : styles.primary}
        aria-label={held ? label : `${label}: ${pkg.attributes.title}, ${price.priceDisplay}`}
        aria-busy={redirecting || undefined}
        disabled={redirecting}
        onClick={() => void buy(pkg, price)}
      >
        {label}
      </button>
      {checkout.kind === 'must-log-in' && !user.loggedIn && (
        <p className={styles.note}>{MUST_LOG_IN_TO_PURCHASE_TEXT}</p>
      )}
      {unavailable && (
        <p className={styles.error} role="alert">
          {CHECKOUT_UNAVAILABLE_TEXT}
        </p>
      )}
    </li>
  );
}
