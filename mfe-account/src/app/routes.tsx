import { NotFoundPage } from '@club/shared/ui';
import type { RouteObject } from 'react-router';

/** This build's release label (set by the release tooling). */
export const release = __RELEASE__;

export const routes: RouteObject[] = [{ path: '*', element: <NotFoundPage /> }];
