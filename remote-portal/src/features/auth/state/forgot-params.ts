import { LOGIN_PATH } from './redirect-target';

// "Forgot your password?" as plain HTML (issue 28): the sign-in page at `?forgot=1` is the form, which posts
// with `intent=forgot-password` to the shell's server (tools/serve/src/form-sign-in.mjs, same names), which
// answers `?forgot=sent` or `?forgot=1&forgotError=<reason>`. With JavaScript the page does the same in place.
export const FORGOT_PARAM = 'forgot';
export const FORGOT_ERROR_PARAM = 'forgotError';
export const FORGOT_INTENT = 'forgot-password';
const SIGN_IN_ERROR_PARAM = 'signInError';

/** The page's query without the sign-in and forgotten-password states (what "back to sign in" keeps). */
export function signInParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [FORGOT_PARAM, FORGOT_ERROR_PARAM, SIGN_IN_ERROR_PARAM, 'reset']) next.delete(name);
  return next;
}

/** The address of the forgotten-password form, keeping where the person was going. */
export function forgotHref(params: URLSearchParams): string {
  const next = signInParams(params);
  next.set(FORGOT_PARAM, '1');
  return `${LOGIN_PATH}?${next.toString()}`;
}

/** The address of the sign-in form, keeping where the person was going. */
export function signInHref(params: URLSearchParams): string {
  const next = signInParams(params).toString();
  return next ? `${LOGIN_PATH}?${next}` : LOGIN_PATH;
}
