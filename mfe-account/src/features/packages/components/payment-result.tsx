import { $user } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { loadEntitlements } from '../../../lib/entitlements.ts';
import { returnToStoredAddress, storedReturnAddress } from '../../../lib/return-address.ts';
import {
  PACKAGE_PARAM,
  PAYMENT_CANCELLED_HEADING,
  PAYMENT_CANCELLED_TEXT,
  PAYMENT_PARAM,
  PAYMENT_SUCCESS_HEADING,
  paymentSuccessText,
  RETURN_TO_PAGE_LABEL,
} from '../constants.ts';
import { $packageLists } from '../stores/packages.ts';
import styles from './packages-widget.module.css';

type Result = 'success' | 'cancelled' | null;

const resultOf = (search: string): { result: Result; packageId: string | null } => {
  const query = new URLSearchParams(search);
  const payment = query.get(PAYMENT_PARAM);
  return {
    result: payment === 'success' || payment === 'cancelled' ? payment : null,
    packageId: query.get(PACKAGE_PARAM),
  };
};

/**
 * The payment success and cancel pages (spec 001 §2: each package carries its own): the package's
 * page with `?payment=success|cancelled&package=<id>`. Success fetches the entitlements again, so
 * what was bought opens at once, and says what it was; cancel says nothing was charged.
 */
export function PaymentResult() {
  const [{ result, packageId }] = useState(() => resultOf(window.location.search));
  const [returnAddress] = useState(storedReturnAddress);
  const { ssoID } = useStore($user);
  const lists = useStore($packageLists);

  useEffect(() => {
    if (result === 'success' && ssoID) void loadEntitlements(ssoID);
  }, [result, ssoID]);

  if (!result) return null;
  // Back to the page the purchase started from, when it was another one.
  const back = returnAddress !== null &&
    returnAddress !== `${window.location.pathname}${window.location.search}` && (
      <p>
        <button type="button" className={styles.secondary} onClick={() => void returnToStoredAddress()}>
          {RETURN_TO_PAGE_LABEL}
        </button>
      </p>
    );
  if (result === 'cancelled') {
    return (
      <div className={styles.result} role="status">
        <h3 className={styles.resultHeading}>{PAYMENT_CANCELLED_HEADING}</h3>
        <p>{PAYMENT_CANCELLED_TEXT}</p>
        {back}
      </div>
    );
  }
  const bought = [...lists.membership.packages, ...lists['match-pass'].packages].find(
    (pkg) => pkg.id === packageId,
  );
  return (
    <div className={styles.result} role="status">
      <h3 className={styles.resultHeading}>{PAYMENT_SUCCESS_HEADING}</h3>
      {bought && <p>{paymentSuccessText(bought.attributes.title)}</p>}
      {back}
    </div>
  );
}
