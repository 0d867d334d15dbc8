import { apiRequest } from '@club/shared/api';
import { type ExperimentsDataResponse, experimentsDataResponse } from '@club/shared/contracts';

/** GET {experiments}/data: the advertising data, adverts by slot (spec 000 §7). */
export async function getExperimentsData(signal?: AbortSignal): Promise<ExperimentsDataResponse['body']> {
  const { body } = await apiRequest('experiments', '/data', { schema: experimentsDataResponse, signal });
  return body;
}
