import { NO_PACKAGES_TEXT, type SubscriptionPlanOption } from '@club/shared/contracts';
import { HtmlBody } from '@club/shared/html';
import { PageLoader } from '@club/shared/ui';
import { useEffect, useState } from 'react';
import { getPlanOptions } from '../api/get-plan-options.ts';
import {
  LOADING_PACKAGES_LABEL,
  PER_MONTH_SUFFIX,
  PLAN_KINDS,
  PLAN_PURCHASE_LABEL,
  PLANS_HEADING,
} from '../constants.ts';
import styles from './packages-widget.module.css';

/** Spec 001 §3: Listen/audio when the title contains 'audio', else Watch/video. */
export function planKind(option: Pick<SubscriptionPlanOption, 'Title'>) {
  return option.Title.toLowerCase().includes('audio') ? PLAN_KINDS.audio : PLAN_KINDS.video;
}

/** Spec 001 §3: the price, with 'p/m' when the plan is monthly (Duration null). */
export const planPrice = (option: Pick<SubscriptionPlanOption, 'AmountFormatted' | 'Duration'>) =>
  option.Duration === null ? `${option.AmountFormatted} ${PER_MONTH_SUFFIX}` : option.AmountFormatted;

/**
 * The payment provider's plan list (spec 001 §3, §7, §8), the widget's variant behind the
 * `packagesSource` setting: each plan with its kind, its body (sanitised), its price and its
 * purchase link; 'No packages available.' when the list is empty or failed (the failure logged).
 */
export function PlanList() {
  const [plans, setPlans] = useState<SubscriptionPlanOption[] | null>(null);
  useEffect(() => {
    let live = true;
    getPlanOptions().then(
      (answer) => live && setPlans(answer.SubscriptionPlanOptions),
      (error: unknown) => {
        console.error('[mfe-account] the plan list could not be fetched', error);
        if (live) setPlans([]);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  if (plans === null) return <PageLoader label={LOADING_PACKAGES_LABEL} />;
  if (plans.length === 0) return <p className={styles.empty}>{NO_PACKAGES_TEXT}</p>;
  return (
    <section className={styles.cards} aria-label={PLANS_HEADING}>
      {plans.map((plan) => {
        const kind = planKind(plan);
        return (
          <article
            key={plan.Id}
            className={styles.card}
            data-class={kind.className}
            aria-labelledby={`plan-${plan.Id}`}
          >
            <div className={styles.face}>
              <div className={styles.cardHead}>
                <h3 id={`plan-${plan.Id}`} className={styles.cardTitle}>
                  {plan.Title}
                </h3>
              </div>
              <p className={styles.description}>{kind.packageType}</p>
              <HtmlBody html={plan.Body} className={styles.information} />
              <div className={styles.prices}>
                <p className={styles.priceDisplay}>{planPrice(plan)}</p>
                <a
                  className={styles.primary}
                  href={plan.PurchaseUrl}
                  aria-label={`${PLAN_PURCHASE_LABEL}: ${plan.Title}`}
                >
                  {PLAN_PURCHASE_LABEL}
                </a>
              </div>
            </div>
          </article>
        );
      })}
    </section>
  );
}
