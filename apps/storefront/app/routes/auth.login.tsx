// POST /auth/login: the login overlay's steps (send, resend, verify a one-time code) as a resource route; a
// successful sign-in also keeps the signed-out cart (it joins the account's cart).
export { loginWithCartClaimAction as action } from '../cart/login-with-cart-claim.server';
// The overlay's posts pass through here, so a lost connection returns to the e-mail step instead of the error page.
export { loginClientAction as clientAction } from '@kori/auth';
