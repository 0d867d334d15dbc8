import { apiRequest } from '@club/shared/api';
import { membershipsResponse } from '@club/shared/contracts';

/** GET {webApi}/v1/memberships: the video memberships (spec 001 §3 "Membership (video)"). */
export async function getMemberships() {
  const { data } = await apiRequest('webApi', '/v1/memberships', { schema: membershipsResponse });
  return data;
}
