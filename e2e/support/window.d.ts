/** What the specs read from, or leave on, the page's window. */

/** One provider of a shared module in the Module Federation share scope. */
interface FederationShared {
  version: string;
  from: string;
  useIn?: string[];
  loaded?: boolean;
  lib?: () => unknown;
}

/** `__FEDERATION__.__SHARE__`: `{ "<instance>:<version>": { <scope>: { <package>: { <version>: provider } } } }`. */
type FederationShareScopes = Record<string, Record<string, Record<string, Record<string, FederationShared>>>>;

interface Window {
  /** axe-core, once support/a11y.ts has put it in the page. */
  axe: typeof import('axe-core');
  /** Set by a test to prove the document was not reloaded. */
  __marker?: string;
  __FEDERATION__?: { __SHARE__: FederationShareScopes; __INSTANCES__?: Array<{ name: string }> };
}
