// POST /auth/login: the login overlay's steps (send, resend, verify a one-time code) as a resource route.
export { loginAction as action } from '@kori/auth/server';
