/**
 * The entries of @club/shared (its package `exports`) and which of them are shared at runtime: the
 * one list the builds' share scope (rspack.base.ts), the public-API check (shared-api.ts) and the
 * release contracts (contract.ts) read.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharedPackage from '../../shared/package.json' with { type: 'json' };

export const SHARED_PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared');

/** The package's version, which a remote requires of the shell's copy (`^<version>`, strictly). */
export const SHARED_VERSION: string = sharedPackage.version;

/**
 * Entries each app bundles for itself: stateless contracts, the service calls several apps make
 * (each page pays only for the calls it makes), analytics (stateless: the consent it reads is the
 * shared store), the date and duration formatters (stateless; each
 * page carries the few it writes with, tree-shaken, where sharing carried all of them in the
 * start-up), test helpers, and the route hints, which only builds, servers and tests read (shared,
 * they would ship in the start-up chunk).
 */
export const UNSHARED_ENTRIES: ReadonlySet<string> = new Set([
  './contracts',
  './calls',
  './analytics',
  './format',
  './testing',
  './route-hints',
]);

/** An entry by its import name (`@club/shared/stores`) and its source file, absolute. */
export interface SharedEntry {
  name: string;
  file: string;
}

const entries = (Object.entries(sharedPackage.exports) as Array<[string, string]>).map(([key, file]) => ({
  key,
  name: `@club/shared/${key.slice(2)}`,
  file: path.join(SHARED_PACKAGE_DIR, file),
}));

/**
 * The entries the shell provides to every remote at runtime (one copy on the page each), stylesheets
 * included. A remote runs on the shell's copy of these, so their public API is what the version names.
 */
export const RUNTIME_SHARED_ENTRIES: readonly SharedEntry[] = entries
  .filter((entry) => !UNSHARED_ENTRIES.has(entry.key))
  .map(({ name, file }) => ({ name, file }));

/** The runtime-shared entries that are code (not a stylesheet): those with an API. */
export const RUNTIME_SHARED_CODE_ENTRIES: readonly SharedEntry[] = RUNTIME_SHARED_ENTRIES.filter((entry) =>
  /\.tsx?$/.test(entry.file),
);
