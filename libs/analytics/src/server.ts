// Server-only entry: the collector's endpoint (route api.analytics.tsx). Never import from browser code.
export { analyticsAction, analyticsLoader } from './server/analytics-action';
export { analyticsRequestSchema, MAX_ANALYTICS_BODY_BYTES, type AnalyticsRequest } from './server/analytics-request';
