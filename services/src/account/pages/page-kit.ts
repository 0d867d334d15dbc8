// What every hosted page shares: reading the link's parameters (spec 001 §2 "Account site links")
// from the query or from a form's hidden fields, checking where they point, and answering HTML.
import { type AccountLinkQuery, accountLinkQuery, validate } from '@club/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestOrigin } from '../../lib/public-url.ts';
import { html, page, type SafeHtml } from './html.ts';
import { isSameOriginPost, pageHeaders } from './page-guard.ts';
import { checkRedirect } from './redirect-targets.ts';

/** Ours: the words of the hosted pages where the spec gives none. */
export const PAGE_TEXT = {
  badLinkTitle: 'This link cannot be used',
  badLink: 'The address to return to is not one of the club’s sites, so this page will not send you there.',
  forbiddenTitle: 'Request refused',
  forbidden: 'This form was not sent from the club’s account pages. Please open the page again and retry.',
  /** Spec 001 §8 "Other text". */
  unableToSignIn: 'Unable to sign in',
  invalidEmail: 'Please enter a valid email address.',
} as const;

const emptyContent = html``;

export interface LinkTargets {
  /** Where to go after success: successRedirect, else returnUrl. */
  success?: URL;
  /** Where "back to the site" goes: returnUrl, else successRedirect. */
  back?: URL;
  /** The code flow's redirect_uri. */
  redirectUri?: URL;
}

export interface ParsedLink {
  link: AccountLinkQuery;
  targets: LinkTargets;
}

/** The first value of each field of a url-encoded form (or JSON object) body. */
export function formValues(body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (typeof body !== 'object' || body === null) return values;
  for (const [name, value] of Object.entries(body)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') values[name] = first;
  }
  return values;
}

/** The link parameters a page passes on, as hidden fields and in its links. */
export function carried(link: AccountLinkQuery): Record<string, string | undefined> {
  return {
    tenant: link.tenant,
    returnUrl: link.returnUrl,
    successRedirect: link.successRedirect,
    mandatory: link.mandatory,
    form: link.form,
    redirect_uri: link.redirect_uri,
    state: link.state,
  };
}

export interface PageKit {
  readonly allowedOrigins: readonly string[];
  /** Sends a whole page with its security headers. */
  send(
    reply: FastifyReply,
    status: number,
    options: { title: string; error?: string | undefined; notice?: string | undefined },
    content: (nonce: string) => SafeHtml,
  ): FastifyReply;
  /**
   * The link's parameters and checked targets, or undefined once a 400 page has been sent for a
   * malformed link or a target outside the site's origins.
   */
  readLink(request: FastifyRequest, reply: FastifyReply, source: unknown): ParsedLink | undefined;
  /** False once a 403 page has been sent for a post that did not come from our own pages. */
  guardPost(request: FastifyRequest, reply: FastifyReply): boolean;
  /**
   * A form post from our own pages, with the link it carries and its fields; undefined once a 403
   * (foreign post) or 400 (bad link) page has been sent.
   */
  readPost(
    request: FastifyRequest,
    reply: FastifyReply,
  ): { parsed: ParsedLink; values: Record<string, string> } | undefined;
}

export function createPageKit(allowedOrigins: readonly string[]): PageKit {
  const kit: PageKit = {
    allowedOrigins,

    send(reply, status, options, content) {
      const nonce = pageHeaders(reply, allowedOrigins);
      return reply.code(status).send(page({ ...options, nonce }, content(nonce)));
    },

    readLink(request, reply, source) {
      const parsed = validate(accountLinkQuery, formValues(source));
      const refuse = (detail: string) => {
        kit.send(reply, 400, { title: PAGE_TEXT.badLinkTitle, error: detail }, () => emptyContent);
        return undefined;
      };
      if (!parsed.ok) return refuse(`This link is not valid: ${parsed.problems.join('; ')}`);
      const link = parsed.value;
      const own = requestOrigin(request);
      const success = checkRedirect(link.successRedirect, allowedOrigins, own);
      const back = checkRedirect(link.returnUrl, allowedOrigins, own);
      const redirectUri = checkRedirect(link.redirect_uri, allowedOrigins, own);
      // A code is only ever sent to the site itself, never to one of these pages.
      const codeToOwnPage = redirectUri && redirectUri.origin === own;
      if (success === null || back === null || redirectUri === null || codeToOwnPage) {
        return refuse(PAGE_TEXT.badLink);
      }
      const targets: LinkTargets = {};
      const successTarget = success ?? back;
      const backTarget = back ?? success;
      if (successTarget) targets.success = successTarget;
      if (backTarget) targets.back = backTarget;
      if (redirectUri) targets.redirectUri = redirectUri;
      return { link, targets };
    },

    guardPost(request, reply) {
      if (isSameOriginPost(request)) return true;
      kit.send(
        reply,
        403,
        { title: PAGE_TEXT.forbiddenTitle, error: PAGE_TEXT.forbidden },
        () => emptyContent,
      );
      return false;
    },

    readPost(request, reply) {
      if (!kit.guardPost(request, reply)) return undefined;
      const parsed = kit.readLink(request, reply, request.body);
      return parsed && { parsed, values: formValues(request.body) };
    },
  };
  return kit;
}
