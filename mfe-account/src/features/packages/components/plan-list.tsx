import { isApiError, useServiceData } from '@club/shared/api';
import {
  NO_PACKAGES_TEXT,
  type PackagesWidgetData,
  type PlanPictureKind,
  type SubscriptionPlanOption,
} from '@club/shared/contracts';
import { HtmlBody } from '@club/shared/html';
import { PageLoader, ServiceImage } from '@club/shared/ui';
import { getPlanOptions } from '../api/get-plan-options.ts';
import {
  CARD_BACKGROUND_BOX,
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

/**
 * Spec 001 §3 "Package kinds implied by images: yearly audio, monthly audio, video": an audio plan
 * is monthly when its Duration is null, else yearly; every other plan is video.
 */
export function planPictureKind(option: Pick<SubscriptionPlanOption, 'Title' | 'Duration'>): PlanPictureKind {
  if (planKind(option) !== PLAN_KINDS.audio) return 'video';
  return option.Duration === null ? 'monthly-audio' : 'yearly-audio';
}

/** A plan kind's icon (StyleData.icon, one of the named icons; the two plans use Audio and Video). */
function PlanIcon({ name }: { name: string | null }) {
  const path =
    name === 'Audio'
      ? 'M12 3a8 8 0 0 0-8 8v6a3 3 0 0 0 3 3h1v-8H6v-1a6 6 0 0 1 12 0v1h-2v8h1a3 3 0 0 0 3-3v-6a8 8 0 0 0-8-8Z'
      : name === 'Video'
        ? 'M8 5v14l11-7Z'
        : null;
  if (!path) return null;
  return (
    <svg
      className={styles.planIcon}
      viewBox="0 0 24 24"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d={path} />
    </svg>
  );
}

/** Spec 001 §3: the price, with 'p/m' when the plan is monthly (Duration null). */
export const planPrice = (option: Pick<SubscriptionPlanOption, 'AmountFormatted' | 'Duration'>) =>
  option.Duration === null ? `${option.AmountFormatted} ${PER_MONTH_SUFFIX}` : option.AmountFormatted;

/** The payment provider's plans, a failure logged (a cancelled read is not a failure). */
async function readPlans(signal: AbortSignal): Promise<SubscriptionPlanOption[]> {
  try {
    return (await getPlanOptions(signal)).SubscriptionPlanOptions;
  } catch (error) {
    if (!signal.aborted && !(isApiError(error) && error.kind === 'aborted'))
      console.error('[mfe-account] the plan list could not be fetched', error);
    throw error;
  }
}

/**
 * The payment provider's plan list (spec 001 §3, §7, §8), the widget's variant behind the
 * `packagesSource` setting: each plan with its kind, drawn with its kind's StyleData from the widget
 * data (a background picture or an icon, its label), its body (sanitised), its price and its
 * purchase link; 'No packages available.' when the list is empty or failed (the failure logged).
 */
export function PlanList({ planStyles }: { planStyles: PackagesWidgetData['planStyles'] | null }) {
  const read = useServiceData('plan-options', readPlans);
  if (read.status === 'loading') return <PageLoader label={LOADING_PACKAGES_LABEL} />;
  const plans = read.data ?? [];
  if (plans.length === 0) return <p className={styles.empty}>{NO_PACKAGES_TEXT}</p>;
  return (
    <section className={styles.cards} aria-label={PLANS_HEADING}>
      {plans.map((plan) => {
        const kind = planKind(plan);
        const pictureKind = planPictureKind(plan);
        const style = planStyles?.[pictureKind] ?? null;
        const background = style?.displayType === 'background-image' ? style.backgroundImageKey : null;
        return (
          <article
            key={plan.Id}
            className={styles.card}
            data-class={kind.className}
            data-plan-kind={pictureKind}
            data-display={background ? 'background-image' : 'icon-only'}
            aria-labelledby={`plan-${plan.Id}`}
          >
            {background && (
              <ServiceImage
                imageKey={background}
                box={CARD_BACKGROUND_BOX}
                alt=""
                className={styles.background}
              />
            )}
            <div className={styles.face}>
              {style && !background && <PlanIcon name={style.icon} />}
              {style?.customLabel && <p className={styles.label}>{style.customLabel}</p>}
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
