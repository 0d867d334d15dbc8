import { LOGIN_SUCCESS_PARAM, LOGOUT_SUCCESS_PARAM } from '../constants.ts';

/**
 * Spec 000 §2, spec 001 §4 "Session on load": loginSuccess=true or logoutSuccess=true on any route
 * starts login or logout handling. The account remote does the handling from the address itself;
 * the shell only mounts it at once when either is there, instead of waiting for an idle moment.
 */
export function hasSessionQuery(search: string): boolean {
  const query = new URLSearchParams(search);
  return query.get(LOGIN_SUCCESS_PARAM) === 'true' || query.get(LOGOUT_SUCCESS_PARAM) === 'true';
}
