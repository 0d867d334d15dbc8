import { apiRequest } from '@club/shared/api';
import { type FaqGroup, faqsResponse } from '@club/shared/contracts';

/** GET {webApi}/v1/faqs: the FAQ groups in display order ('General' first). */
export async function getFaqs(signal?: AbortSignal): Promise<FaqGroup[]> {
  const { data } = await apiRequest('webApi', '/v1/faqs', {
    schema: faqsResponse,
    ...(signal ? { signal } : {}),
  });
  return data;
}
