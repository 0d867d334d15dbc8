import { type FaqGroup, faqGroup, validate } from '@club/shared/contracts';
import type { Queryable } from '../db/database.ts';
import { listDocuments } from './documents.ts';

export const FAQ_GROUPS_COLLECTION = 'faq-groups';

/** Every FAQ group in display order ('General' first). */
export async function listFaqGroups(db: Queryable): Promise<FaqGroup[]> {
  const documents = await listDocuments(db, FAQ_GROUPS_COLLECTION);
  return documents.map((document) => {
    const checked = validate(faqGroup, document.body);
    if (!checked.ok)
      throw new Error(`${FAQ_GROUPS_COLLECTION}/${document.id}: ${checked.problems.join('; ')}`);
    return checked.value;
  });
}
