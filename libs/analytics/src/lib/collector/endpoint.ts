/** Where the first-party collector posts its batches (route api.analytics.tsx). Light: AnalyticsRoot's default prop. */
export const COLLECTOR_ENDPOINT = '/api/analytics';
