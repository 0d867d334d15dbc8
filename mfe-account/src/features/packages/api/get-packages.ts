import { apiRequest } from '@club/shared/api';
import { type PackageType, packagesResponse } from '@club/shared/contracts';

/** GET {streamline}/packages?filter.packageType=... (spec 001 §7): one of the two package lists. */
export function getPackages(packageType: PackageType) {
  return apiRequest('streamline', '/packages', {
    schema: packagesResponse,
    query: { 'filter.packageType': packageType },
  });
}
