import { ENTITLEMENT_ANY_SIGNED_IN, type Membership } from '@club/shared/contracts';
import { Link, useLocation } from '@club/shared/router';
import { $user, openAccountHeader, type User } from '@club/shared/stores';
import { ServiceImage } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { type CSSProperties, type MouseEvent, useId } from 'react';
import {
  CURRENT_MEMBERSHIP_TEXT,
  MEMBERSHIP_BENEFITS_LABEL,
  MEMBERSHIP_IMAGE_BOX,
  MEMBERSHIP_LOGO_BOX,
  MEMBERSHIPS_HEADING,
} from '../constants.ts';
import { $memberships } from '../stores/widget-data.ts';
import styles from './memberships.module.css';

/** A viewer is a member when signed in and holding one of the membership's codes ('*': any account). */
export function isMember(
  membership: Pick<Membership, 'mappedEntitlements'>,
  user: Pick<User, 'loggedIn' | 'entitlements'>,
) {
  if (!user.loggedIn) return false;
  const held = user.entitlements ?? [];
  return membership.mappedEntitlements.some(
    (code) => code === ENTITLEMENT_ANY_SIGNED_IN || held.includes(code),
  );
}

function MembershipCard({
  membership,
  onShowSubscriptions,
}: {
  membership: Membership;
  onShowSubscriptions: () => void;
}) {
  const user = useStore($user);
  const { pathname } = useLocation();
  const titleId = useId();
  const member = isMember(membership, user);
  const colours = {
    '--membership-background': membership.backgroundColour,
    '--membership-text': membership.textColour,
  } as CSSProperties;
  // Its button on the page it links to (the packages page) goes to the Subscriptions tab instead.
  const onButton = (event: MouseEvent) => {
    if (membership.buttonLink !== pathname) return;
    event.preventDefault();
    onShowSubscriptions();
  };
  return (
    <article
      className={styles.card}
      style={colours}
      aria-labelledby={titleId}
      data-membership={membership.membershipID}
    >
      {membership.displayImage && (
        <ServiceImage
          imageKey={membership.displayImage}
          box={MEMBERSHIP_IMAGE_BOX}
          alt=""
          className={styles.image}
        />
      )}
      <div className={styles.body}>
        <div className={styles.head}>
          {membership.logo && (
            <ServiceImage
              imageKey={membership.logo}
              box={MEMBERSHIP_LOGO_BOX}
              alt=""
              className={styles.logo}
            />
          )}
          <h4 id={titleId} className={styles.title}>
            {membership.title}
          </h4>
          {membership.renderLabel && <p className={styles.label}>{membership.renderLabel}</p>}
        </div>
        <p className={styles.description}>{membership.description}</p>
        <ul className={styles.benefits} aria-label={MEMBERSHIP_BENEFITS_LABEL}>
          {membership.benefits.map((benefit, index) => (
            <li key={benefit} data-icon={membership.benefitIcons[index] ?? ''}>
              {benefit}
            </li>
          ))}
        </ul>
        {member ? (
          <p className={styles.current}>{CURRENT_MEMBERSHIP_TEXT}</p>
        ) : (
          <div className={styles.actions}>
            <Link className={styles.button} to={membership.buttonLink} onClick={onButton}>
              {membership.buttonText}
            </Link>
            {!user.loggedIn && (
              <button type="button" className={styles.secondary} onClick={openAccountHeader}>
                {membership.loginButtonText}
              </button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}

/**
 * The video memberships (spec 001 §3 "Membership (video)": subscriber, and free with 'Watch Free'),
 * by orderPosition, each in its own colours with its picture, logo, label, description and
 * benefits; its button goes to its link, and signed out its login button opens the account panel. A
 * viewer who holds one is told so instead. Nothing until they are fetched, or when they cannot be.
 */
export function Memberships({ onShowSubscriptions }: { onShowSubscriptions: () => void }) {
  const memberships = useStore($memberships);
  const headingId = useId();
  if (memberships.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.memberships}>
      <h3 id={headingId} className={styles.heading}>
        {MEMBERSHIPS_HEADING}
      </h3>
      <ul className={styles.list}>
        {memberships.map((membership) => (
          <li key={membership.membershipID}>
            <MembershipCard membership={membership} onShowSubscriptions={onShowSubscriptions} />
          </li>
        ))}
      </ul>
    </section>
  );
}
