import type { RemoteRouteTable } from '@club/shared/federation';
import { NotFoundPage } from '@club/shared/ui';
import {
  ConfirmForgotPasswordPage,
  ConfirmSignUpPage,
  ForgotPasswordPage,
  LoginPage,
  ProfilePage,
  SignUpPage,
} from '../features/account/identity/components/identity-pages.tsx';

/** This build's release label (set by the release tooling). */
export const release = __RELEASE__;

/** mfe-account's pages under /account: the identity-layer pages (spec 001 §2, §4 "Authentication"). */
export const routes: RemoteRouteTable = {
  account: [
    { path: 'login', element: <LoginPage /> },
    { path: 'signup', element: <SignUpPage /> },
    { path: 'signup/confirm', element: <ConfirmSignUpPage /> },
    { path: 'forgot-password', element: <ForgotPasswordPage /> },
    { path: 'forgot-password/confirm', element: <ConfirmForgotPasswordPage /> },
    { path: 'profile', element: <ProfilePage /> },
    { path: '*', element: <NotFoundPage /> },
  ],
};
