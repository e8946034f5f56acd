import { readConsentFromRequest } from '@kori/consent-state/server';
import { isSameOriginRequest, jsonError, jsonResponse, readJsonBody, requestContext } from '@kori/shell/server';
import type { ActionFunctionArgs } from '@remix-run/node';
import { RecordAnalyticsEventsDocument } from '../graphql/generated/graphql';
import { analyticsRequestSchema, MAX_ANALYTICS_BODY_BYTES } from './analytics-request';

/**
 * POST /api/analytics: the collector's batches. Accepted from this site only and only while the consent
 * cookie grants statistics; validated, then stored through the API's recordAnalyticsEvents mutation.
 * Answers 202 `{ accepted }`; every refusal is JSON `{ error: { code, message } }`.
 */
export async function analyticsAction({ request, context }: ActionFunctionArgs): Promise<Response> {
  if (request.method !== 'POST') {
    return jsonError(405, 'METHOD_NOT_ALLOWED', `${request.method} is not supported; use POST`, { Allow: 'POST' });
  }
  if (!isSameOriginRequest(request)) return jsonError(403, 'FORBIDDEN_ORIGIN', 'Events are accepted from this site only');
  if (!readConsentFromRequest(request).levels.statistics) {
    return jsonError(403, 'CONSENT_REQUIRED', 'Statistics consent is required');
  }
  const body = await readJsonBody(request, MAX_ANALYTICS_BODY_BYTES);
  if (!body.ok) return jsonError(400, 'INVALID_BODY', body.reason);
  const parsed = analyticsRequestSchema.safeParse(body.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return jsonError(400, 'INVALID_BODY', issue ? `${issue.path.join('.')}: ${issue.message}` : 'Invalid events');
  }

  const { graphql, logger } = requestContext(context);
  const events = parsed.data.events.map((event) => ({ ...event, params: JSON.stringify(event.params) }));
  try {
    const result = await graphql.request(RecordAnalyticsEventsDocument, { events });
    return jsonResponse({ accepted: result.recordAnalyticsEvents.accepted }, { status: 202 });
  } catch (error) {
    // Only logged: a lost analytics batch must never surface to the shopper.
    logger.warn('Storing analytics events failed', { err: error, events: events.length });
    return jsonError(502, 'UPSTREAM_FAILED', 'Events could not be stored');
  }
}

/** GET /api/analytics: nothing to read. */
export async function analyticsLoader(): Promise<Response> {
  return jsonError(405, 'METHOD_NOT_ALLOWED', 'Use POST', { Allow: 'POST' });
}
