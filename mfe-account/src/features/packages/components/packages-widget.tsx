import { $runtimeConfig } from '@club/shared/config';
import type { PackagesWidgetData, PackageType } from '@club/shared/contracts';
import type { RemotePieceProps } from '@club/shared/federation';
import { Link } from '@club/shared/router';
import { PageLoader } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import {
  LOADING_PACKAGES_LABEL,
  MATCH_PASSES_TAB,
  PACKAGE_GROUPS_LABEL,
  PACKAGE_TABS_LABEL,
  SUBSCRIPTIONS_TAB,
} from '../constants.ts';
import { widgetTexts } from '../lib/widget-texts.ts';
import { $packageGroups, $packageLists, inGroup } from '../stores/packages.ts';
import { $packagesWidgetData } from '../stores/widget-data.ts';
import { Memberships } from './memberships.tsx';
import { PackageCard } from './package-card.tsx';
import styles from './packages-widget.module.css';
import { PaymentResult } from './payment-result.tsx';
import { PlanList } from './plan-list.tsx';
import { VoucherOverlay } from './voucher-overlay.tsx';

/** Spec 001 §2: the two tabs, each a package list with its own empty text (§8, or the widget data's). */
const TABS: ReadonlyArray<{ type: PackageType; label: string }> = [
  { type: 'membership', label: SUBSCRIPTIONS_TAB },
  { type: 'match-pass', label: MATCH_PASSES_TAB },
];

/**
 * The packages widget (spec 001 §2, §4), the `packagesWidget` piece, drawn from its CMS data
 * (spec 001 §2 "Widget data": its title unless the page names one, its style and footer style, the
 * empty texts, the two calls to action and the voucher texts): the video memberships, the switcher
 * of up to three package groups (radio buttons, so arrow keys move between them; hidden with one
 * group or none), then Subscriptions and Match passes as tabs (arrow keys move between them), each
 * loading then showing the group's cards or its no-packages text; the result of a payment when the
 * page is a package's success or cancel page; the footer with the calls to action.
 */
export function PackagesWidget({ heading }: RemotePieceProps['packagesWidget']) {
  const config = useStore($runtimeConfig);
  const data = useStore($packagesWidgetData);
  const title = heading ?? widgetTexts(data).title;
  if (config?.settings.packagesSource === 'payments-provider') {
    return (
      <section className={styles.widget} aria-label={title} data-style={data?.style ?? 'light'}>
        <h2 className={styles.heading}>{title}</h2>
        <PlanList planStyles={data?.planStyles ?? null} />
      </section>
    );
  }
  return <StreamlinePackages heading={title} data={data} />;
}

/** Spec 001 §2 cta2: where its button goes, through the router when it is on this site. */
function CallToActionLink({ href, label }: { href: string; label: string }) {
  if (href.startsWith('/')) {
    return (
      <Link className={styles.secondary} to={href}>
        {label}
      </Link>
    );
  }
  return (
    <a className={styles.secondary} href={href}>
      {label}
    </a>
  );
}

/** The streamline packages with the hosted checkout (the default `packagesSource`). */
function StreamlinePackages({ heading, data }: { heading: string; data: PackagesWidgetData | null }) {
  const texts = widgetTexts(data);
  const lists = useStore($packageLists);
  const groups = useStore($packageGroups);
  const [chosenGroup, setChosenGroup] = useState<string | null>(null);
  // The first group until the supporter picks one; none while there are no groups.
  const groupId = groups.some((group) => group.id === chosenGroup) ? chosenGroup : (groups[0]?.id ?? null);
  const [selected, setSelected] = useState(0);
  const [voucherOpen, setVoucherOpen] = useState(false);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();
  const headingId = `${baseId}-heading`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + TABS.length) % TABS.length;
    setSelected(index);
    tabs.current[index]?.focus();
  };

  const showSubscriptions = () => {
    setSelected(0);
    tabs.current[0]?.focus();
  };

  return (
    <section className={styles.widget} aria-labelledby={headingId} data-style={data?.style ?? 'light'}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <PaymentResult />
      <Memberships onShowSubscriptions={showSubscriptions} />
      {groups.length > 1 && (
        <fieldset className={styles.groups}>
          <legend className={styles.groupsLegend}>{PACKAGE_GROUPS_LABEL}</legend>
          {groups.map((group) => (
            <label key={group.id} className={styles.group}>
              <input
                type="radio"
                name={`${baseId}-group`}
                value={group.id}
                checked={group.id === groupId}
                onChange={() => setChosenGroup(group.id)}
              />
              <span>{group.attributes.title}</span>
            </label>
          ))}
        </fieldset>
      )}
      <div role="tablist" aria-label={PACKAGE_TABS_LABEL} className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map((tab, index) => (
          <button
            key={tab.type}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            id={`${baseId}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab, index) => {
        const list = lists[tab.type];
        const shown = list.packages.filter((pkg) => inGroup(pkg, groupId));
        return (
          <div
            key={tab.type}
            id={`${baseId}-panel-${index}`}
            role="tabpanel"
            aria-labelledby={`${baseId}-tab-${index}`}
            hidden={index !== selected}
            className={styles.panel}
          >
            {list.loading ? (
              <PageLoader label={LOADING_PACKAGES_LABEL} />
            ) : shown.length === 0 ? (
              <p className={styles.empty}>{texts.empty[tab.type]}</p>
            ) : (
              <div className={styles.cards}>
                {shown.map((pkg) => (
                  <PackageCard key={pkg.id} pkg={pkg} />
                ))}
              </div>
            )}
          </div>
        );
      })}
      <footer className={styles.footer} data-footer-style={data?.footerStyle ?? 'light'}>
        <div className={styles.cta}>
          {data && <p className={styles.ctaText}>{data.cta1Text}</p>}
          <button type="button" className={styles.secondary} onClick={() => setVoucherOpen(true)}>
            {texts.voucherOpener}
          </button>
        </div>
        {data && (
          <div className={styles.cta}>
            <p className={styles.ctaText}>{data.cta2Text}</p>
            <CallToActionLink href={data.cta2ButtonLink} label={data.cta2ButtonCta} />
          </div>
        )}
      </footer>
      {voucherOpen && <VoucherOverlay onClose={() => setVoucherOpen(false)} texts={texts.voucher} />}
    </section>
  );
}
