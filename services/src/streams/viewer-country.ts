// Where the viewer is, for country rights and the blackout, in this order:
// 1. the account's fixed country when it has one (demo accounts that "appear" abroad);
// 2. in test mode, the country a test moved the viewer to (POST /__test/viewer-country);
// 3. the country header, only on a request from the trusted edge (lib/trusted-edge.ts): the CDN
//    sets it on every request and overwrites any value a browser sent; from anyone else it is
//    ignored, so a UK supporter cannot claim to be abroad to skip the Saturday blackout;
// 4. SERVICES_DEFAULT_COUNTRY, else GB.
import type { FastifyRequest } from 'fastify';
import { isFromTrustedEdge, type TrustedEdge } from '../lib/trusted-edge.ts';
import { DEFAULT_VIEWER_COUNTRY, VIEWER_COUNTRY_HEADER } from './streams-constants.ts';

const COUNTRY_CODE = /^[A-Z]{2}$/;

/** An ISO 3166 alpha-2 code in capitals, or undefined when `value` is not one. */
export const asCountry = (value: unknown): string | undefined => {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : undefined;
  return code && COUNTRY_CODE.test(code) ? code : undefined;
};

export interface ViewerCountrySources {
  edge: TrustedEdge;
  /** Test mode's setting, or null. */
  testCountry: string | null;
}

export function viewerCountry(
  request: FastifyRequest,
  accountCountry: string | null,
  { edge, testCountry }: ViewerCountrySources,
): string {
  const fromEdge = isFromTrustedEdge(request, edge)
    ? asCountry(request.headers[VIEWER_COUNTRY_HEADER])
    : undefined;
  return (
    asCountry(accountCountry) ??
    asCountry(testCountry) ??
    fromEdge ??
    asCountry(process.env.SERVICES_DEFAULT_COUNTRY) ??
    DEFAULT_VIEWER_COUNTRY
  );
}
