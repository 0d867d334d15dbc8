import type { PackageDocument, PackageType } from '@club/shared/contracts';
import { cleanStores, map, onMount, task } from 'nanostores';
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

let fetched = false;

onMount($packageLists, () => {
  if (!fetched) {
    fetched = true;
    void task(loadPackageLists);
  }
});

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
  cleanStores($packageLists);
  fetched = false;
  $packageLists.set(initial());
}
