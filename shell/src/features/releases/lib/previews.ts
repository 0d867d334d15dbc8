import type { RemoteKey, RemoteVersion } from '@club/shared/config';

/** The remotes this browser previews (a preview link's cookie, which the site's server read), with their versions. */
export const previewsOf = (
  versions: Partial<Record<RemoteKey, RemoteVersion>> | undefined,
): Array<[RemoteKey, RemoteVersion]> =>
  Object.entries(versions ?? {}).filter(
    (entry): entry is [RemoteKey, RemoteVersion] => entry[1]?.cohort === 'preview',
  );
