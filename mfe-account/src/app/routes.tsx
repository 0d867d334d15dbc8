import type { RemoteRouteTable } from '@club/shared/federation';
import { NotFoundPage } from '@club/shared/ui';

/** This build's release label (set by the release tooling). */
export const release = __RELEASE__;

/** mfe-account's pages under /account (the login page arrives with a later issue). */
export const routes: RemoteRouteTable = {
  account: [{ path: '*', element: <NotFoundPage /> }],
};
