// POST /auth/login: the login overlay's steps (send, resend, verify a one-time code) as a resource route.
export { loginAction as action } from '@kori/auth/server';
// The overlay's posts pass through here, so a lost connection returns to the e-mail step instead of the error page.
export { loginClientAction as clientAction } from '@kori/auth';
