import { $runtimeConfig } from '@club/shared/config';
import { NO_MATCH_PASSES_TEXT, NO_SUBSCRIPTIONS_TEXT, type PackageType } from '@club/shared/contracts';
import type { RemotePieceProps } from '@club/shared/federation';
import { PageLoader } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import {
  LOADING_PACKAGES_LABEL,
  MATCH_PASSES_TAB,
  PACKAGE_GROUPS_LABEL,
  PACKAGE_TABS_LABEL,
  PACKAGES_HEADING,
  SUBSCRIPTIONS_TAB,
  VOUCHER_OPEN_LABEL,
} from '../constants.ts';
import { $packageGroups, $packageLists, inGroup } from '../stores/packages.ts';
import { PackageCard } from './package-card.tsx';
import styles from './packages-widget.module.css';
import { PaymentResult } from './payment-result.tsx';
import { PlanList } from './plan-list.tsx';
import { VoucherOverlay } from './voucher-overlay.tsx';

/** Spec 001 §2: the two tabs, each a package list with its own empty text (§8). */
const TABS: ReadonlyArray<{ type: PackageType; label: string; empty: string }> = [
  { type: 'membership', label: SUBSCRIPTIONS_TAB, empty: NO_SUBSCRIPTIONS_TEXT },
  { type: 'match-pass', label: MATCH_PASSES_TAB, empty: NO_MATCH_PASSES_TEXT },
];

/**
 * The packages widget (spec 001 §2, §4), the `packagesWidget` piece: the switcher of up to three
 * package groups (radio buttons, so arrow keys move between them; hidden with one group or none),
 * then Subscriptions and Match passes as tabs (arrow keys move between them), each loading then
 * showing the group's cards or its no-packages text; the result of a payment when the page is a
 * package's success or cancel page.
 */
export function PackagesWidget({ heading = PACKAGES_HEADING }: RemotePieceProps['packagesWidget']) {
  const config = useStore($runtimeConfig);
  if (config?.settings.packagesSource === 'payments-provider') {
    return (
      <section className={styles.widget} aria-label={heading}>
        <h2 className={styles.heading}>{heading}</h2>
        <PlanList />
      </section>
    );
  }
  return <StreamlinePackages heading={heading} />;
}

/** The streamline packages with the hosted checkout (the default `packagesSource`). */
function StreamlinePackages({ heading }: { heading: string }) {
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

  return (
    <section className={styles.widget} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <PaymentResult />
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
              <p className={styles.empty}>{tab.empty}</p>
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
      <p>
        <button type="button" className={styles.secondary} onClick={() => setVoucherOpen(true)}>
          {VOUCHER_OPEN_LABEL}
        </button>
      </p>
      {voucherOpen && <VoucherOverlay onClose={() => setVoucherOpen(false)} />}
    </section>
  );
}
