import { NOT_FOUND_ROUTE, type RemoteRouteTable, withMeta } from '@club/shared/federation';
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

/**
 * mfe-account's pages under /account: the identity-layer pages (spec 001 §2, §4 "Authentication"),
 * each with its meta for the shell (body class, default title, page kind).
 */
export const routes: RemoteRouteTable = {
  account: [
    {
      path: 'login',
      element: <LoginPage />,
      handle: withMeta({ name: 'account-login', title: 'Log In', kind: 'login' }),
    },
    {
      path: 'signup',
      element: <SignUpPage />,
      handle: withMeta({ name: 'account-signup', title: 'Sign Up' }),
    },
    {
      path: 'signup/confirm',
      element: <ConfirmSignUpPage />,
      handle: withMeta({ name: 'account-signup-confirm', title: 'Confirm Sign Up' }),
    },
    {
      path: 'forgot-password',
      element: <ForgotPasswordPage />,
      handle: withMeta({ name: 'account-forgot-password', title: 'Forgot Password' }),
    },
    {
      path: 'forgot-password/confirm',
      element: <ConfirmForgotPasswordPage />,
      handle: withMeta({ name: 'account-forgot-password-confirm', title: 'Reset Password' }),
    },
    {
      path: 'profile',
      element: <ProfilePage />,
      handle: withMeta({ name: 'account-profile', title: 'Profile' }),
    },
    NOT_FOUND_ROUTE,
  ],
};
