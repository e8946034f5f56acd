/** @jest-environment node */
import { asDataResult, type createTestLoadContext } from '@kori/shell/testing';
import { completedCheckoutFixture, initiatedCheckoutFixture } from '../../testing/checkout-fixtures';
import type { GraphQLAnswer } from '../../testing/graphql-double';
import { checkoutServerDouble, testIntl } from '../../testing/server-setup';
import type { SuccessLoaderData } from '../success/success-data';
import { createSuccessPage } from './success-page.server';

const BASE = 'http://127.0.0.1:3000';

function setup(answer: GraphQLAnswer) {
  return { page: createSuccessPage({ intl: testIntl() }), ...checkoutServerDouble(answer) };
}

const load = (page: ReturnType<typeof createSuccessPage>, context: ReturnType<typeof createTestLoadContext>, query = '?checkoutId=chk-1') =>
  page.successLoader({ request: new Request(`${BASE}/checkout/success${query}`), context, params: {} });

describe('success loader', () => {
  it('reads GetCompletedCheckout and the product names of the checkout', async () => {
    const { page, calls, context } = setup((operation) =>
      operation === 'GetCompletedCheckout' ? { completedCheckout: completedCheckoutFixture() } : { initiatedCheckout: initiatedCheckoutFixture() },
    );
    const result = asDataResult<SuccessLoaderData>(await load(page, context));
    expect(calls).toContainEqual({ operation: 'GetCompletedCheckout', variables: { checkoutId: 'chk-1' } });
    expect(result.data.checkout?.orderId).toBe('K-1001');
    expect(result.data.productNames).toEqual({ 'o-1': 'Lumo TV', 'o-2': 'HDMI cable', 'o-3': 'Soundbar' });
    expect(result.data.region).toBe('FI');
    expect(result.init?.headers?.get('cache-control')).toBe('private, no-store');
  });

  it('shows the receipt without names when they cannot be read', async () => {
    const { page, context } = setup((operation) => {
      if (operation === 'GetCompletedCheckout') return { completedCheckout: completedCheckoutFixture() };
      throw new Error('timeout');
    });
    expect(asDataResult<SuccessLoaderData>(await load(page, context)).data.productNames).toEqual({});
  });

  it('sends an unpaid checkout back to the progress page', async () => {
    const { page, context } = setup((operation) =>
      operation === 'GetCompletedCheckout'
        ? { completedCheckout: completedCheckoutFixture({ checkoutStatus: 'INITIATE_COMPLETE' }) }
        : { initiatedCheckout: null },
    );
    const thrown = (await load(page, context).catch((error: unknown) => error)) as Response;
    expect(thrown.headers.get('location')).toBe('/checkout/processing?checkoutId=chk-1');
  });

  it('answers 404 for a missing or unknown checkout', async () => {
    const { page, calls, context } = setup(() => ({ completedCheckout: null, initiatedCheckout: null }));
    expect(asDataResult<SuccessLoaderData>(await load(page, context, '')).init?.status).toBe(404);
    expect(calls).toEqual([]);
    expect(asDataResult<SuccessLoaderData>(await load(page, context)).init?.status).toBe(404);
  });
});
