// The ClearKey licence: the browser's CDM sends the key ids it found ({"kids":[...],"type":
// "temporary"}, base64url) and gets back the keys this stream uses, as a JSON Web Key Set. Key ids
// the stream does not use get nothing; a request for none of its keys is refused.
import {
  type ClearKeyLicenceResponse,
  clearKeyLicenceRequest,
  MEDIA_ERROR_CODES,
} from '@club/shared/contracts';
import { badRequest, HttpError } from '../lib/http-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import type { ContentKey } from './packaging/cenc-encrypt.ts';

/** The request body as the CDM wrote it: JSON, whatever content type (often none) came with it. */
export function parseLicenceBody(body: unknown): unknown {
  if (Buffer.isBuffer(body)) {
    if (body.length === 0) throw badRequest('body: a ClearKey licence request is required');
    try {
      return JSON.parse(body.toString('utf8'));
    } catch {
      throw badRequest('body: not valid JSON');
    }
  }
  return body;
}

export function answerLicence(body: unknown, keys: ContentKey[]): ClearKeyLicenceResponse {
  const request = parseInput(clearKeyLicenceRequest, body);
  const known = keys.filter((key) => request.kids.includes(key.kid.toString('base64url')));
  if (known.length === 0) {
    throw new HttpError(
      403,
      MEDIA_ERROR_CODES.unknownKeyId,
      'Forbidden',
      `No key for ${request.kids.join(', ')} in this stream.`,
    );
  }
  return {
    keys: known.map((key) => ({
      kty: 'oct',
      kid: key.kid.toString('base64url'),
      k: key.key.toString('base64url'),
    })),
    type: request.type,
  };
}
