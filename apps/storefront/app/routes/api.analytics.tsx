// POST /api/analytics: the first-party analytics collector's batches, stored through the API.
export { analyticsAction as action, analyticsLoader as loader } from '@kori/analytics/server';
