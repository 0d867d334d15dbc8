import { sessionQueryOf } from '@club/shared/site';

/**
 * Spec 000 §2, spec 001 §4 "Session on load": loginSuccess=true or logoutSuccess=true on any route
 * starts login or logout handling. The account remote does the handling from the address itself;
 * the shell only mounts it at once when either is there, instead of waiting for an idle moment.
 */
export function hasSessionQuery(search: string): boolean {
  return sessionQueryOf(search) !== null;
}
