import { apiRequest } from '@club/shared/api';
import { advertSlotAdvertsResponse, FOOTER_SLOT, type SlotAdvert } from '@club/shared/contracts';

/** GET {advertising}/slots/footer_slot?includeAllAdverts=true: every advert of the footer slot (spec 000 §7). */
export async function getFooterSlotAdverts(signal?: AbortSignal): Promise<SlotAdvert[]> {
  const { data } = await apiRequest('advertising', `/slots/${FOOTER_SLOT}`, {
    schema: advertSlotAdvertsResponse,
    query: { includeAllAdverts: 'true' },
    signal,
  });
  return data.attributes.adverts;
}
