// FAQ groups (spec 001 §3 "FAQ group": title, id, items each with heading and HTML body).
import * as v from '@club/shared/schema';
import { contentSlug } from './content.ts';

/** Spec 001 §3: the group every FAQ page shows first. */
export const FAQ_GENERAL_GROUP = 'General';

/** One question: heading is plain text, body is the CMS's HTML (the site sanitises it). */
export const faqItem = v.looseObject({ heading: v.string(), body: v.string() });
export type FaqItem = v.InferOutput<typeof faqItem>;

export const faqGroup = v.looseObject({
  id: v.string(),
  title: v.string(),
  items: v.array(faqItem),
});
export type FaqGroup = v.InferOutput<typeof faqGroup>;

/** GET {webApi}/v1/faqs query: group narrows the answer to the group with that id ('general'). */
export const faqsQuery = v.object({ group: v.optional(contentSlug) });
export type FaqsQuery = v.InferOutput<typeof faqsQuery>;

/** GET {webApi}/v1/faqs (shape "not shown"; designed): groups in display order. */
export const faqsResponse = v.object({ data: v.array(faqGroup) });
export type FaqsResponse = v.InferOutput<typeof faqsResponse>;
