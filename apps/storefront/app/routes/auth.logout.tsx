// POST /auth/logout: revoke the session and clear its cookies.
export { logoutAction as action } from '@kori/auth/server';
