import { apiRequest } from '@club/shared/api';
import { advertSlotAdvertResponse, type SlotAdvert } from '@club/shared/contracts';

/** GET {advertising}/slots/{slotID}: the slot's current advert, or null when none runs (spec 000 §7 "Single advert slot"). */
export async function getSlotAdvert(slotID: string, signal?: AbortSignal): Promise<SlotAdvert | null> {
  const { data } = await apiRequest('advertising', `/slots/${encodeURIComponent(slotID)}`, {
    schema: advertSlotAdvertResponse,
    signal,
  });
  return data.attributes.advert;
}
