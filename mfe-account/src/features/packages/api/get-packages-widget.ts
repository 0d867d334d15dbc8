import { apiRequest } from '@club/shared/api';
import { packagesWidgetResponse } from '@club/shared/contracts';

/** GET {webApi}/v1/packages-widget: the widget's CMS data (spec 001 §2 "Widget data"). */
export async function getPackagesWidget() {
  const { data } = await apiRequest('webApi', '/v1/packages-widget', { schema: packagesWidgetResponse });
  return data;
}
