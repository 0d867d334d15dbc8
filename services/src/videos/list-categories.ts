// GET {videos}/categories (spec 001 §7): the categories as the CMS stores them, in stored order.
// The spec has the site sort them ascending by orderPosition, so the server deliberately does not
// (the seed stores them out of that order). videoCount counts what a search for the category finds.
import { type VideoCategoriesResponse, validate, videoCategoriesResponse } from '@club/shared/contracts';
import * as v from 'valibot';
import { readDocumentEntries } from '../content/documents.ts';
import type { Queryable } from '../db/database.ts';
import { releasedBy } from './video-rows.ts';

/** The document collection the categories are kept in. */
export const VIDEO_CATEGORIES_COLLECTION = 'video-categories';

const CATEGORY_IMAGE_SIZE = '600x338';

const storedCategory = v.object({
  slug: v.string(),
  name: v.string(),
  orderPosition: v.pipe(v.number(), v.integer()),
  description: v.string(),
});

export async function listCategories(
  db: Queryable,
  request: { now: Date; imagesBaseUrl: string },
): Promise<VideoCategoriesResponse> {
  const [documents, counts] = await Promise.all([
    readDocumentEntries(db, VIDEO_CATEGORIES_COLLECTION, storedCategory),
    db.query<{ slug: string; n: number }>(
      `SELECT c AS slug, count(*)::int AS n FROM videos v, unnest(v.categories) AS c
       WHERE ${releasedBy('$1')} AND v.media_type = 'OnDemand' GROUP BY c`,
      [request.now],
    ),
  ]);
  const countOf = new Map(counts.rows.map((row) => [row.slug, row.n]));
  const data = documents.map((document) => {
    const { slug, ...attributes } = document.body;
    return {
      id: document.id,
      type: 'videoCategory',
      attributes: {
        ...attributes,
        slug,
        thumbnailUrl: `${request.imagesBaseUrl}/${CATEGORY_IMAGE_SIZE}/fit-in/videos/category-${slug}.jpg`,
        videoCount: countOf.get(slug) ?? 0,
      },
    };
  });
  const response = validate(videoCategoriesResponse, { data });
  if (!response.ok) throw new Error(`video categories: ${response.problems.join('; ')}`);
  return response.value;
}
