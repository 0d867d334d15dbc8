import {
  type Membership,
  membership,
  type PackagesWidgetData,
  packagesWidgetData,
} from '@club/shared/contracts';
import type { Queryable } from '../db/database.ts';
import { readDocument, readDocuments } from './documents.ts';

export const PACKAGES_WIDGET_COLLECTION = 'packages-widget';
export const PACKAGES_WIDGET_ID = 'default';
export const MEMBERSHIPS_COLLECTION = 'memberships';

/** The packages widget's one configuration, or undefined if the store has none. */
export function getPackagesWidget(db: Queryable): Promise<PackagesWidgetData | undefined> {
  return readDocument(db, PACKAGES_WIDGET_COLLECTION, PACKAGES_WIDGET_ID, packagesWidgetData);
}

/** The video memberships, as stored. */
export function listMemberships(db: Queryable): Promise<Membership[]> {
  return readDocuments(db, MEMBERSHIPS_COLLECTION, membership);
}
