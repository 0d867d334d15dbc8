import * as v from '@club/shared/schema';

/** POST {account}/api/sign_out: the spec does not show the answer; ours says whether a session ended. */
export const signOutResponse = v.object({ message: v.picklist(['signed_out', 'no_session']) });
export type SignOutResponse = v.InferOutput<typeof signOutResponse>;

/** GET {account}/api/refresh refusal (spec 001 §8: "Refresh returns message invalid_request"). */
export const refreshRefusal = v.object({ message: v.literal('invalid_request') });
export type RefreshRefusal = v.InferOutput<typeof refreshRefusal>;
