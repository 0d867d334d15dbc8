import { type FaqGroup, faqGroup } from '@club/shared/contracts';
import type { Queryable } from '../db/database.ts';
import { readDocuments } from './documents.ts';

export const FAQ_GROUPS_COLLECTION = 'faq-groups';

/** Every FAQ group in display order ('General' first). */
export async function listFaqGroups(db: Queryable): Promise<FaqGroup[]> {
  return readDocuments(db, FAQ_GROUPS_COLLECTION, faqGroup);
}
