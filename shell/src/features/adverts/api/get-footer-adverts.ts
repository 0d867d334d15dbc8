import { apiRequest } from '@club/shared/api';
import { ADVERT_AREA_FOOTER, type FooterAdvert, footerAdvertsResponse } from '@club/shared/contracts';

/** GET {webApi}/v1/adverts/?area=footer: the footer advert list (spec 000 §7). */
export async function getFooterAdverts(signal?: AbortSignal): Promise<FooterAdvert[]> {
  const { adverts } = await apiRequest('webApi', '/v1/adverts/', {
    schema: footerAdvertsResponse,
    query: { area: ADVERT_AREA_FOOTER },
    signal,
  });
  return adverts;
}
