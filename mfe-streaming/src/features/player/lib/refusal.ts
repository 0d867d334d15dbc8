import {
  ACCESS_MESSAGES,
  ACCESS_STATUS,
  accessProblemMessage,
  SESSION_CHECK_ERRORS,
  SESSION_CHECK_OTHER_ERROR,
  type SessionCheckErrorType,
} from '@club/shared/contracts';
import type { SessionCheckRefusal } from '../api/check-stream-session.ts';

/** Why a player does not play, in the spec's words (spec 001 §8), with what the viewer can do next. */
export interface Refusal {
  /** The spec's message, word for word. */
  message: string;
  /** Spec 001 §4: what the refusal asks of the viewer. */
  type: SessionCheckErrorType;
  /** The code to quote to support (ERR_3684853_2 and codes the spec does not list). */
  code: string | null;
  /** Show the support contact beside the message. */
  contact: boolean;
  /** Status 0: link to the account login page. */
  loginLink: boolean;
  /** The country refusal links the streaming FAQ. */
  faqLink: boolean;
  /** Live content that needs a pass: 'Go to passes'. */
  passes: boolean;
  /** When a blackout ends (ISO), to say it in the viewer's own time. */
  availableAt: string | null;
  /** How many devices are watching, for a concurrency refusal. */
  sessions: { open: number; limit: number } | null;
  /** What the player opens besides the message (on-demand only, spec 001 §4). */
  opens: 'login-prompt' | 'upgrade-promo' | null;
}

const base: Omit<Refusal, 'message' | 'type'> = {
  code: null,
  contact: false,
  loginLink: false,
  faqLink: false,
  passes: false,
  availableAt: null,
  sessions: null,
  opens: null,
};

/** Spec 001 §4 "Access result for video": the payments library's status as a refusal (never -1). */
export function refusalFromStatus(status: number): Refusal {
  switch (status) {
    case ACCESS_STATUS.notLoggedIn:
      return {
        ...base,
        message: ACCESS_MESSAGES[ACCESS_STATUS.notLoggedIn],
        type: 'requireLogin',
        loginLink: true,
        opens: 'login-prompt',
      };
    case ACCESS_STATUS.noSubscription:
      return {
        ...base,
        message: ACCESS_MESSAGES[ACCESS_STATUS.noSubscription],
        type: 'requirePremium',
        opens: 'upgrade-promo',
      };
    case ACCESS_STATUS.insufficientEntitlements:
      return {
        ...base,
        message: ACCESS_MESSAGES[ACCESS_STATUS.insufficientEntitlements],
        type: 'requirePremium',
      };
    case ACCESS_STATUS.blocked:
      return { ...base, message: ACCESS_MESSAGES[ACCESS_STATUS.blocked], type: 'blocked' };
    default:
      return { ...base, message: accessProblemMessage(status), type: 'blocked' };
  }
}

const isKnownCode = (code: string): code is keyof typeof SESSION_CHECK_ERRORS => code in SESSION_CHECK_ERRORS;

/** Spec 001 §8 "Session-check codes": a 403's code as a refusal; `live` streams that need a pass say where to buy one. */
export function refusalFromSessionCheck(refusal: SessionCheckRefusal, { live }: { live: boolean }): Refusal {
  const { code } = refusal;
  if (!isKnownCode(code)) {
    return { ...base, message: SESSION_CHECK_OTHER_ERROR, type: 'blocked', code, contact: true };
  }
  const { title, type } = SESSION_CHECK_ERRORS[code];
  const result: Refusal = { ...base, message: title, type };
  switch (code) {
    case 'ERR_3684853_1':
      return { ...result, loginLink: true };
    case 'ERR_3684853_2':
      return { ...result, code, contact: true };
    case 'ERR_3684853_3':
      return { ...result, passes: live };
    case 'ERR_56882466_2':
      return { ...result, faqLink: true, contact: true, availableAt: refusal.availableAt };
    case 'ERR_54648_1':
      return { ...result, sessions: refusal.sessions };
    default:
      return result;
  }
}
