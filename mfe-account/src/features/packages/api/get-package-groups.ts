import { apiRequest } from '@club/shared/api';
import { packageGroupsResponse } from '@club/shared/contracts';

/** GET {streamline}/package-groups: the packages page's groups (spec 001 §2), by orderPosition. */
export function getPackageGroups() {
  return apiRequest('streamline', '/package-groups', { schema: packageGroupsResponse });
}
