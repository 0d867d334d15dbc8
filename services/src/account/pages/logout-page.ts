// GET {account}/logout?forcelogout=true&returnUrl&successRedirect (spec 001 §2 logout link): ends the
// browser's session, clears its cookies and sends it to the success redirect with logoutSuccess=true.
// Without forcelogout=true it asks first, with a form that posts back here.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clearSessionCookies, readSessionCookie } from '../session-cookie.ts';
import type { PagesDeps } from './account-pages-deps.ts';
import { hiddenFields, html } from './html.ts';
import { carried, type ParsedLink } from './page-kit.ts';
import { withParams } from './redirect-targets.ts';

/** Ours: the logout pages' words. */
export const LOGOUT_TEXT = {
  title: 'Log Out',
  question: 'Do you want to log out of your club account on this browser?',
  confirm: 'Log Out',
  doneTitle: 'Logged Out',
  back: 'Back to the site',
} as const;

export function registerLogoutPage(app: FastifyInstance, deps: PagesDeps): void {
  const { kit, base, auth } = deps;

  async function logOut(request: FastifyRequest, reply: FastifyReply, parsed: ParsedLink) {
    const cookieValue = readSessionCookie(request);
    if (cookieValue) await auth.signOut({ cookieValue });
    clearSessionCookies(request, reply);
    const target = parsed.targets.success;
    if (target) return reply.redirect(withParams(target, { logoutSuccess: 'true' }), 303);
    return kit.send(reply, 200, { title: LOGOUT_TEXT.doneTitle }, () => html``);
  }

  app.get('/logout', async (request, reply) => {
    const parsed = kit.readLink(request, reply, request.query);
    if (!parsed) return reply;
    if (parsed.link.forcelogout === 'true') return logOut(request, reply, parsed);
    const back = parsed.targets.back;
    return kit.send(
      reply,
      200,
      { title: LOGOUT_TEXT.title },
      () => html`<p>${LOGOUT_TEXT.question}</p>
<form method="post" action="${base}/logout">
${hiddenFields(carried(parsed.link))}
<button type="submit">${LOGOUT_TEXT.confirm}</button>
</form>
${back ? html`<p><a href="${back.toString()}">${LOGOUT_TEXT.back}</a></p>` : ''}`,
    );
  });

  app.post('/logout', async (request, reply) => {
    if (!kit.guardPost(request, reply)) return reply;
    const parsed = kit.readLink(request, reply, request.body);
    return parsed ? logOut(request, reply, parsed) : reply;
  });
}
