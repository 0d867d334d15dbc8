// How a remote that calls a service for the signed-in user (the players' session checks) gets the
// user's access token without knowing where the account remote keeps it. mfe-account provides the
// source (it owns the tokens and may refresh them first); everyone else only asks. Nothing is
// stored here: the token stays wherever its owner keeps it.

/** Answers the current access token, or null when signed out. */
export type AccessTokenSource = () => string | null | Promise<string | null>;

let source: AccessTokenSource | null = null;

/** mfe-account: names where the access token comes from. Returns a function that withdraws it. */
export function provideAccessToken(next: AccessTokenSource): () => void {
  source = next;
  return () => {
    if (source === next) source = null;
  };
}

/** The signed-in user's access token, or null when signed out or before mfe-account has loaded. */
export async function getAccessToken(): Promise<string | null> {
  if (!source) return null;
  try {
    return (await source()) ?? null;
  } catch (error) {
    console.error('[@club/shared] the access token could not be read', error);
    return null;
  }
}
