// Where the viewer is, for country rights and the blackout: the account's fixed country when it
// has one (demo accounts that "appear" abroad), else the country a CDN edge puts in a header, else
// the default. In production the edge sets the header on every request and overwrites any value a
// browser sent; locally there is no edge, so this server stands in for it and trusts the header.
import type { FastifyRequest } from 'fastify';
import { DEFAULT_VIEWER_COUNTRY, VIEWER_COUNTRY_HEADER } from './streams-constants.ts';

const COUNTRY_CODE = /^[A-Z]{2}$/;

const asCountry = (value: unknown): string | undefined => {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : undefined;
  return code && COUNTRY_CODE.test(code) ? code : undefined;
};

export function viewerCountry(request: FastifyRequest, accountCountry: string | null): string {
  return (
    asCountry(accountCountry) ??
    asCountry(request.headers[VIEWER_COUNTRY_HEADER]) ??
    asCountry(process.env.SERVICES_DEFAULT_COUNTRY) ??
    DEFAULT_VIEWER_COUNTRY
  );
}
