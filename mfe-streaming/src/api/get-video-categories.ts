import { apiRequest } from '@club/shared/api';
import { type VideoCategory, videoCategoriesResponse } from '@club/shared/contracts';

/** GET {videos}/categories (spec 001 §7), sorted ascending by orderPosition (spec 001 §3). */
export async function getVideoCategories(signal?: AbortSignal): Promise<VideoCategory[]> {
  const { data } = await apiRequest('videos', '/categories', {
    schema: videoCategoriesResponse,
    ...(signal ? { signal } : {}),
  });
  return [...data].sort((a, b) => a.attributes.orderPosition - b.attributes.orderPosition);
}
