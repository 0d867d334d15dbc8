/**
 * Errors a remote throws while rendering, told to the host: the shell reports each against the
 * remote's version, so a canary that breaks on render is judged on it (docs/architecture.md
 * "Releases"). This module is one shared instance, like the loader beside it.
 */
import type { RemoteKey } from '@club/shared/config';

/** How the host hears of a remote that threw while rendering. */
export type RemoteErrorReporter = (remote: RemoteKey, error: unknown) => void;

let hostReporter: RemoteErrorReporter | null = null;

/** The host (the shell, at start) provides where render errors go; `null` forgets it (tests). */
export function provideRemoteErrorReporter(reporter: RemoteErrorReporter | null): void {
  hostReporter = reporter;
}

/** Tells the host a remote threw while rendering (its boundary caught it). Never throws itself. */
export function reportRemoteError(remote: RemoteKey, error: unknown): void {
  try {
    hostReporter?.(remote, error);
  } catch (reportError) {
    console.warn('[federation] a remote error could not be reported', reportError);
  }
}
