import {
  MAX_PACKAGE_GROUPS,
  type PackageDocument,
  type PackageGroup,
  type PackageType,
} from '@club/shared/contracts';
import { atom, cleanStores, map, onMount, task } from 'nanostores';
import { getPackageGroups } from '../api/get-package-groups.ts';
import { getPackages } from '../api/get-packages.ts';

export interface PackageList {
  /** Spec 001 §4: the lists show loading until fetched, then cards or the no-packages text. */
  loading: boolean;
  packages: PackageDocument[];
}

export type PackageLists = Record<PackageType, PackageList>;

const initial = (): PackageLists => ({
  membership: { loading: true, packages: [] },
  'match-pass': { loading: true, packages: [] },
});

/** Both package lists; fetched the first time anything watches this store. */
export const $packageLists = map<PackageLists>(initial());

/**
 * The groups the packages page's switcher offers (spec 001 §2: up to three, by orderPosition);
 * empty until fetched, and when the fetch fails (the widget then shows every package, unswitched).
 */
export const $packageGroups = atom<PackageGroup[]>([]);

let fetched = false;
let groupsFetched = false;

onMount($packageLists, () => {
  if (!fetched) {
    fetched = true;
    void task(loadPackageLists);
  }
});

onMount($packageGroups, () => {
  if (!groupsFetched) {
    groupsFetched = true;
    void task(loadPackageGroups);
  }
});

/** Fetches the groups; a failure is logged and leaves none, so nothing is filtered away. */
export async function loadPackageGroups(): Promise<void> {
  try {
    const { data } = await getPackageGroups();
    const ordered = data.toSorted((a, b) => a.attributes.orderPosition - b.attributes.orderPosition);
    $packageGroups.set(ordered.slice(0, MAX_PACKAGE_GROUPS));
  } catch (error) {
    console.error('[mfe-account] the package groups could not be fetched', error);
    $packageGroups.set([]);
  }
}

/** A package belongs to the selected group, or to every group when it names none (or nothing is selected). */
export const inGroup = (pkg: PackageDocument, groupId: string | null): boolean =>
  groupId === null || !pkg.attributes.groupId || pkg.attributes.groupId === groupId;

/**
 * Fetches both lists (spec 001 §7: match-pass, and again with membership). A failure is logged and
 * that list is empty (spec 001 §8), so it shows the no-packages text.
 */
export async function loadPackageLists(): Promise<void> {
  await Promise.all(
    (['membership', 'match-pass'] as const).map(async (type) => {
      try {
        const { data } = await getPackages(type);
        $packageLists.setKey(type, { loading: false, packages: data });
      } catch (error) {
        console.error(`[mfe-account] the ${type} packages could not be fetched`, error);
        $packageLists.setKey(type, { loading: false, packages: [] });
      }
    }),
  );
}

/** Tests only: back to the page-load state. */
export function resetPackagesForTests(): void {
  cleanStores($packageLists, $packageGroups);
  fetched = false;
  groupsFetched = false;
  $packageLists.set(initial());
  $packageGroups.set([]);
}
