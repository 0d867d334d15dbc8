import { apiRequest } from '@club/shared/api';
import { type MenuPage, menuResponse } from '@club/shared/contracts';

/** GET {webApi}/v1/menu: the CMS menu tree, top-level pages first (spec 000 §2 "Menu tree"). */
export async function getMenu(signal?: AbortSignal): Promise<MenuPage[]> {
  const { data } = await apiRequest('webApi', '/v1/menu', { schema: menuResponse, signal });
  return data;
}
