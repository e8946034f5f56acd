import { createRequesterDouble, graphQLErrorsResponse, httpFailure } from '@kori/graphql-schema/testing';
import { createTestLoadContext, fetcherAnswer, formPost } from '@kori/shell/testing';
import { PriceAlertConfirmDocument, PriceAlertCreateDocument, PriceAlertDeleteDocument } from '../../graphql/generated/graphql';
import type { PriceAlertActionData } from '../model/price-alert-form';
import { createPriceAlertAction } from './price-alert-action.server';

const ORIGIN = 'http://127.0.0.1:3000';
const ALERT_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';

async function run(fields: Record<string, string>, graphql = createRequesterDouble(), origin = ORIGIN) {
  const action = createPriceAlertAction();
  const result = await action({ request: formPost(`${ORIGIN}/price-alerts`, fields, { origin }), context: createTestLoadContext({ graphql }), params: {} });
  return { result, graphql };
}

const jsonOf = (result: unknown) => fetcherAnswer<PriceAlertActionData>(result);

const created = (confirmationRequired: boolean) => ({ priceAlertCreate: { confirmationRequired, alert: { id: ALERT_ID, confirmed: !confirmationRequired } } });

describe('the price-alert action', () => {
  it('creates an alert in the shopper region and language, as JSON for a fetcher', async () => {
    const graphql = createRequesterDouble().on(PriceAlertCreateDocument, () => created(false));
    const { result } = await run({ intent: 'create', productId: '42', targetPrice: '449,90', js: '1' }, graphql);
    expect(graphql.calls[0]?.variables).toEqual({ productId: '42', region: 'FI', targetPrice: '449.90', email: null, language: expect.any(String) });
    const { body, headers } = jsonOf(result);
    expect(body).toEqual({ intent: 'create', outcome: 'created', alertId: ALERT_ID });
    expect(headers.get('cache-control')).toBe('private, no-store');
  });

  it('sends a plain post back to its page with the code step in the address', async () => {
    const graphql = createRequesterDouble().on(PriceAlertCreateDocument, () => created(true));
    const { result } = await run({ intent: 'create', productId: '42', targetPrice: '450', email: 'guest@example.com', returnTo: '/tv/lumo/42?days=90' }, graphql);
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/tv/lumo/42?days=90&price-alert=code-sent&price-alert-pending=${ALERT_ID}`);
    expect(graphql.calls[0]?.variables).toMatchObject({ email: 'guest@example.com' });
  });

  it('confirms with the code, and keeps the code step after a wrong one', async () => {
    let answer: unknown = { priceAlertConfirm: { id: ALERT_ID, confirmed: true } };
    const graphql = createRequesterDouble().on(PriceAlertConfirmDocument, () => answer);
    expect(jsonOf((await run({ intent: 'confirm', alertId: ALERT_ID, code: '123456', js: '1' }, graphql)).result).body.outcome).toBe('confirmed');
    answer = graphQLErrorsResponse([{ message: 'The code is not right', extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_CODE' } }]);
    const { result } = await run({ intent: 'confirm', alertId: ALERT_ID, code: '654321', returnTo: '/p/1' }, graphql);
    expect((result as Response).headers.get('location')).toBe(`/p/1?price-alert=invalid-code&price-alert-pending=${ALERT_ID}`);
  });

  it('counts a deletion as done only when the alert is INACTIVE', async () => {
    let status = 'INACTIVE';
    const graphql = createRequesterDouble().on(PriceAlertDeleteDocument, () => ({ priceAlertDelete: { status } }));
    expect(jsonOf((await run({ intent: 'delete', alertId: ALERT_ID, js: '1' }, graphql)).result).body).toEqual({ intent: 'delete', outcome: 'deleted', alertId: ALERT_ID });
    status = 'ACTIVE';
    expect(jsonOf((await run({ intent: 'delete', alertId: ALERT_ID, js: '1' }, graphql)).result).body.outcome).toBe('delete-failed');
    const failing = createRequesterDouble().on(PriceAlertDeleteDocument, () => httpFailure(502));
    expect(jsonOf((await run({ intent: 'delete', alertId: ALERT_ID, js: '1' }, failing)).result).body.outcome).toBe('delete-failed');
  });

  it('refuses bad forms without calling the API', async () => {
    const graphql = createRequesterDouble();
    for (const [fields, outcome] of [
      [{ intent: 'create', productId: '42', targetPrice: 'cheap', js: '1' }, 'invalid'],
      [{ intent: 'create', productId: '42', targetPrice: '10', email: 'not-mail', js: '1' }, 'invalid'],
      [{ intent: 'confirm', alertId: ALERT_ID, code: '12', js: '1' }, 'invalid-code'],
      [{ intent: 'delete', alertId: '1', js: '1' }, 'delete-failed'],
    ] as const) {
      expect(jsonOf((await run(fields, graphql)).result).body.outcome).toBe(outcome);
    }
    expect(graphql.calls).toEqual([]);
  });

  it('refuses a post from another origin', async () => {
    const graphql = createRequesterDouble();
    const { result } = await run({ intent: 'delete', alertId: ALERT_ID }, graphql, 'https://evil.example');
    expect((result as Response).status).toBe(403);
    expect(graphql.calls).toEqual([]);
  });

  it('keeps the redirect on this site', async () => {
    const graphql = createRequesterDouble().on(PriceAlertCreateDocument, () => created(false));
    const { result } = await run({ intent: 'create', productId: '42', targetPrice: '10', returnTo: 'https://evil.example/x' }, graphql);
    expect((result as Response).headers.get('location')).toMatch(/^\/(\?|$)/);
  });
});
