// POST /api/session/refresh: the background session refresh (JSON).
export { sessionRefreshAction as action } from '@kori/auth/server';
