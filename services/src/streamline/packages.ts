// Reads the packages: the memberships from the document store, the match passes from the streamed
// matches (match-passes.ts). The streamline list, the payments library's plan list and checkout
// all read prices here, so a price is on sale in one place only.
import {
  type PackageDocument,
  type PackageGroup,
  type PackageType,
  type PriceEntry,
  packageDocument,
  packageGroup,
} from '@club/shared/contracts';
import { readDocuments } from '../content/documents.ts';
import type { Queryable } from '../db/database.ts';
import { findMatchPassPrice, listMatchPasses } from './match-passes.ts';
import { PACKAGE_GROUPS_COLLECTION, PACKAGES_COLLECTION, type PackagePrice } from './package-documents.ts';

/** Every stored package (the memberships) in seed order, checked against the contract (a broken document is a 500). */
export async function readPackages(db: Queryable): Promise<PackageDocument[]> {
  return readDocuments(db, PACKAGES_COLLECTION, packageDocument);
}

/** A price is sold until the access it gives would end (a match pass after its match). */
export function isPriceOnSale(price: PriceEntry, now: Date): boolean {
  const until = price.accessData.validUntil;
  return !until || new Date(until).getTime() > now.getTime();
}

/** The packages of one list with only the prices on sale at `now`; a package with none left is left out. */
export async function listPackages(db: Queryable, type: PackageType, now: Date): Promise<PackageDocument[]> {
  const packages = [
    ...(await readPackages(db)),
    ...(type === 'match-pass' ? await listMatchPasses(db, now) : []),
  ];
  return packages
    .filter((pkg) => pkg.attributes.packageType === type)
    .map((pkg) => ({
      ...pkg,
      attributes: {
        ...pkg.attributes,
        priceData: pkg.attributes.priceData.filter((price) => isPriceOnSale(price, now)),
      },
    }))
    .filter((pkg) => pkg.attributes.priceData.length > 0);
}

/** The package holding a price id, whether or not it is on sale. */
export async function findPrice(db: Queryable, priceId: string): Promise<PackagePrice | undefined> {
  for (const pkg of await readPackages(db)) {
    const price = pkg.attributes.priceData.find((entry) => entry.id === priceId);
    if (price) return { pkg, price };
  }
  return findMatchPassPrice(db, priceId);
}

/** The packages page's groups (spec 001 §2), by orderPosition; a broken document is a 500. */
export async function listPackageGroups(db: Queryable): Promise<PackageGroup[]> {
  const groups = await readDocuments(db, PACKAGE_GROUPS_COLLECTION, packageGroup);
  return groups.toSorted((a, b) => a.attributes.orderPosition - b.attributes.orderPosition);
}
