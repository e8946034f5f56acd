#!/usr/bin/env node
// Checkout run: N concurrent checkouts of M merchants each, against the production build and the
// sandbox merchant shops, through the API's GraphQL contract (add offers, initiate, follow the agents,
// perform with the payment stand-in, read the completed checkout).
//
// Prints, per phase, the time per merchant step: the phase's wall time (as the shopper sees it, by
// polling every 10 ms) divided by the steps of a merchant's chain. The sandbox shops answer on
// loopback without injected latency, so the figure bounds the API's own overhead from above. Exits 1
// when any checkout ended in an error or an unexpected status.
//
// Each run starts the sandbox with empty state (--keep-data keeps the last run's): it rewrites its whole
// state file on every change, and the payments, idempotency answers and webhooks of earlier runs (capped,
// up to ~1.2 MB) made each run slower than the last (initiate p95 441 -> 888 ms over three runs).
//
//   node tools/bench/checkout.mjs [--no-build] [--checkouts 20] [--merchants 3] [--seed demo|tiny] [--pglite] [--keep-data] [--log-level info]
import { benchArgs, log, startBenchApps } from './lib/bench-apps.mjs';
import { machineFacts, ms, percentile } from './lib/stats.mjs';

const args = benchArgs({
  checkouts: { type: 'string', default: '20' },
  merchants: { type: 'string', default: '3' },
  'log-level': { type: 'string', default: 'warn' },
  'keep-data': { type: 'boolean', default: false },
});
if (!args['keep-data']) args['fresh-data'] = true;
const CHECKOUTS = Number(args.checkouts);
const MERCHANTS = Number(args.merchants);
const POLL_MS = 10;

const ADDRESS = {
  firstName: 'Aino',
  lastName: 'Virtanen',
  streetAddress: 'Mannerheimintie 12 B 7',
  postalCode: '00100',
  city: 'Helsinki',
  email: 'aino.virtanen@example.com',
  phone: '+358401234567',
};

async function graphql(url, query, variables = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const json = await res.json();
  if (json.errors?.length) throw new Error(json.errors.map((e) => e.message).join('; '));
  return json.data;
}

/** Offers of MERCHANTS different checkout merchants in FI, each well in stock, cycling over products. */
async function pickOffers(url) {
  const data = await graphql(
    url,
    `query { products(region: FI, sort: POPULARITY, page: 1, perPage: 100) { products { id offers(region: FI) { id stockQuantity purchaseMode merchant { id } } } } }`,
  );
  const byMerchant = new Map();
  for (const product of data.products.products) {
    for (const offer of product.offers) {
      if (offer.purchaseMode !== 'KORI_CHECKOUT' || offer.stockQuantity < CHECKOUTS + 5) continue;
      if (!byMerchant.has(offer.merchant.id)) byMerchant.set(offer.merchant.id, offer.id);
    }
  }
  const offers = [...byMerchant.values()].slice(0, MERCHANTS);
  if (offers.length < MERCHANTS) throw new Error(`Found offers of ${offers.length} checkout merchants, need ${MERCHANTS}`);
  return offers;
}

async function waitFor(read, done, timeoutMs = 120_000) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out: ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function oneCheckout(url, offers) {
  let cartId = null;
  for (const offerId of offers) {
    const { cartAddOffer } = await graphql(
      url,
      `mutation A($cartId: ID, $offerId: ID!) { cartAddOffer(cartId: $cartId, region: FI, offerId: $offerId, quantity: 1) { cart { id } userErrors { code } } }`,
      { cartId, offerId },
    );
    if (cartAddOffer.userErrors.length) throw new Error(`add to cart: ${cartAddOffer.userErrors.map((e) => e.code).join(', ')}`);
    cartId = cartAddOffer.cart.id;
  }

  const initiateStarted = performance.now();
  const { initiateCheckout } = await graphql(
    url,
    `mutation I($cartId: ID!, $address: DeliveryAddressInput!) { initiateCheckout(cartId: $cartId, deliveryAddress: $address) { checkout { id } addressErrors { field code } cartError checkoutErrors { errorType } } }`,
    { cartId, address: ADDRESS },
  );
  if (!initiateCheckout.checkout) throw new Error(`initiate: ${JSON.stringify(initiateCheckout)}`);
  const checkoutId = initiateCheckout.checkout.id;
  const initiated = await waitFor(
    () => graphql(url, `query P($id: ID!) { initiatedCheckout(checkoutId: $id, deliveryOptionTemplate: LEAST_EXPENSIVE) { checkoutStatus summary { merchantErrors { errorType } productErrors { errorType } } } }`, { id: checkoutId }),
    (data) => data.initiatedCheckout?.checkoutStatus !== 'INITIATED',
  );
  const initiateMs = performance.now() - initiateStarted;
  const { checkoutStatus, summary } = initiated.initiatedCheckout;
  if (checkoutStatus !== 'INITIATE_COMPLETE' || summary.merchantErrors.length || summary.productErrors.length) {
    throw new Error(`initiate ended ${checkoutStatus}: ${JSON.stringify(summary)}`);
  }

  const performStarted = performance.now();
  const { performCheckout } = await graphql(
    url,
    `mutation F($id: ID!) { performCheckout(checkoutId: $id, paymentMethod: STRIPE, deliveryOptionTemplate: LEAST_EXPENSIVE) { checkoutStatus cartError checkoutErrors { errorType } payment { ... on RedirectAuthResult { redirectUrl } } } }`,
    { id: checkoutId },
  );
  if (performCheckout.cartError || performCheckout.checkoutErrors.length || !performCheckout.payment?.redirectUrl) throw new Error(`perform: ${JSON.stringify(performCheckout)}`);
  // The shopper approves on the sandbox's Stripe page and comes back; the API confirms with Stripe.
  const hosted = await fetch(performCheckout.payment.redirectUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: 'approve' }).toString(),
  });
  const intent = new URL(hosted.headers.get('location') ?? 'http://invalid/').searchParams.get('payment_intent');
  if (!intent) throw new Error(`the sandbox's payment page answered ${hosted.status} without a return`);
  await graphql(url, `mutation V($id: ID!, $code: String!) { verifyAuthResponse(checkoutId: $id, code: $code) { __typename } }`, { id: checkoutId, code: intent });
  const completed = await waitFor(
    () => graphql(url, `query C($id: ID!) { completedCheckout(checkoutId: $id) { checkoutStatus orderId } }`, { id: checkoutId }),
    (data) => ['PERFORM_COMPLETE', 'PERFORM_FAILED', 'FAILED'].includes(data.completedCheckout?.checkoutStatus),
  );
  const performMs = performance.now() - performStarted;
  if (completed.completedCheckout.checkoutStatus !== 'PERFORM_COMPLETE') throw new Error(`perform ended ${completed.completedCheckout.checkoutStatus}`);
  return { initiateMs, performMs };
}

const { servers, stop } = await startBenchApps(args, { data: `checkout-${args.seed}`, database: `kori_checkout_${args.seed}`, logLevel: args['log-level'] });
let failed = false;
try {
  log(JSON.stringify(await machineFacts()));
  // The shops start from the seed's stock each run (their sales are kept in the sandbox's state file).
  const reset = await fetch(`http://127.0.0.1:${servers.ports.sandbox}/merchant-shops/control/state`, { method: 'DELETE' });
  if (!reset.ok) throw new Error(`sandbox reset answered ${reset.status}`);
  const offers = await pickOffers(servers.apiGraphqlUrl);
  // One warm-up checkout, so the figures are not the first request's.
  await oneCheckout(servers.apiGraphqlUrl, offers);
  const started = performance.now();
  const results = await Promise.allSettled(Array.from({ length: CHECKOUTS }, () => oneCheckout(servers.apiGraphqlUrl, offers)));
  const wallMs = performance.now() - started;
  const ok = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
  const errors = results.filter((r) => r.status === 'rejected').map((r) => String(r.reason?.message ?? r.reason));
  // Initiate: per merchant the agent creates a cart, adds one item, fills the form and reads the
  // delivery options (4 steps); perform places one order (1 step). Merchants run side by side, so
  // a checkout's phase time is its slowest merchant's chain of steps.
  const initiateStep = ok.map((r) => r.initiateMs / 4).sort((a, b) => a - b);
  const performStep = ok.map((r) => r.performMs).sort((a, b) => a - b);
  log(`${CHECKOUTS} concurrent checkouts x ${MERCHANTS} merchants: ${ok.length} completed, ${errors.length} errors, wall ${ms(wallMs)}`);
  for (const error of new Set(errors)) log(`  error: ${error}`);
  log(`initiate, per merchant step (wall / 4): p50 ${ms(percentile(initiateStep, 50))}, p95 ${ms(percentile(initiateStep, 95))}, max ${ms(initiateStep.at(-1))}`);
  log(`perform, per merchant placement:       p50 ${ms(percentile(performStep, 50))}, p95 ${ms(percentile(performStep, 95))}, max ${ms(performStep.at(-1))}`);
  log('Targets: 0 errors; API overhead per merchant step p95 <= 100 ms (these figures include the sandbox shops\' own time, so they bound the overhead from above).');
  failed = errors.length > 0;
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
