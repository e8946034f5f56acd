import { CONTACT_FIELDS, MERCHANT_SHOPS_BASE_PATH, type FaultKind } from '@kori/merchant-shop-protocol';
import type { SeedMerchant } from '@kori/catalogue-seed/server';
import { escapeHtml } from '../http/escape-html';
import type { MerchantShopsState, ShopLine, StoredFault } from './shop-state-schema';
import { htmlPage } from '../http/html-page';

export const FAULT_KIND_LABELS: Record<FaultKind, string> = {
  latency: 'Latency (ms)',
  timeout: 'Timeout (never answers)',
  serverError: 'HTTP 500',
  agentBlocked: 'Bot wall (AGENT_BLOCKED)',
  outOfStock: 'Out of stock (NOT_ENOUGH_STOCK)',
  priceChanged: 'Price changed (PRICE_CHANGED)',
  minimumOrderAmount: 'Minimum order amount',
  undeliverablePostalCode: 'Undeliverable to a postal code',
  undeliverableProducts: 'Undeliverable products',
  undeliverableCombination: 'Undeliverable product combination',
  fieldRejected: 'Rejected form field (FIELD_REJECTED)',
  emailInUse: 'E-mail address in use',
};

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${escapeHtml(currency)}`;
const time = (ms: number) => {
  const iso = new Date(ms).toISOString();
  return `<time datetime="${iso}">${iso.slice(0, 19).replace('T', ' ')}</time>`;
};
const lines = (items: ShopLine[]) => items.map((line) => `${escapeHtml(line.sku)} × ${line.quantity} @ ${money(line.unitPrice, line.currency)}`).join('<br>') || '–';

const SCOPE_KEYS = new Set(['id', 'merchantId', 'kind', 'operations', 'sku', 'times']);

function describeFault(fault: StoredFault): string {
  const { kind, operations, sku, times } = fault;
  const parameters = Object.entries(fault).filter(([name]) => !SCOPE_KEYS.has(name));
  const details = [
    ...parameters.map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`),
    operations ? `steps: ${operations.join(', ')}` : '',
    sku ? `SKU ${sku}` : '',
    times !== undefined ? `${times} more time(s)` : 'until cleared',
  ].filter(Boolean);
  return `<strong>${escapeHtml(FAULT_KIND_LABELS[kind])}</strong> — ${escapeHtml(details.join('; '))}`;
}

function faultForm(merchantId: string): string {
  const B = MERCHANT_SHOPS_BASE_PATH;
  const kinds = Object.entries(FAULT_KIND_LABELS)
    .map(([kind, label]) => `<option value="${kind}">${escapeHtml(label)}</option>`)
    .join('');
  const fields = CONTACT_FIELDS.map((field) => `<option value="${field}">${field}</option>`).join('');
  return `<form method="post" action="${B}/page/faults" class="fault-form">
  <input type="hidden" name="merchantId" value="${escapeHtml(merchantId)}">
  <label>Fault <select name="kind">${kinds}</select></label>
  <label>ms <input name="ms" inputmode="numeric" size="6"></label>
  <label>Field <select name="field"><option value=""></option>${fields}</select></label>
  <label>Postal code <input name="postalCode" size="8"></label>
  <label>Amount / unit price (minor units) <input name="amount" inputmode="numeric" size="8"></label>
  <label>Available <input name="available" inputmode="numeric" size="5"></label>
  <label>SKUs (comma-separated) <input name="skus" size="12"></label>
  <label>Only SKU <input name="sku" size="8"></label>
  <label>Next N requests <input name="times" inputmode="numeric" size="4"></label>
  <button type="submit">Add fault</button>
</form>`;
}

function merchantDetail(merchant: SeedMerchant, state: MerchantShopsState): string {
  const B = MERCHANT_SHOPS_BASE_PATH;
  const id = escapeHtml(merchant.id);
  const faults = state.faults.filter((fault) => fault.merchantId === merchant.id);
  const faultList = faults.length
    ? `<ul>${faults
        .map(
          (fault) => `<li>${describeFault(fault)}
  <form method="post" action="${B}/page/faults/delete" class="inline"><input type="hidden" name="merchantId" value="${id}"><input type="hidden" name="faultId" value="${escapeHtml(fault.id)}"><button type="submit">Clear</button></form></li>`,
        )
        .join('')}</ul>
<form method="post" action="${B}/page/faults/clear"><input type="hidden" name="merchantId" value="${id}"><button type="submit">Clear all faults of ${escapeHtml(merchant.title)}</button></form>`
    : '<p>No faults: the shop behaves.</p>';
  const carts = Object.values(state.carts)
    .filter((cart) => cart.merchantId === merchant.id)
    .sort((a, b) => b.createdAt - a.createdAt);
  const orders = Object.values(state.orders)
    .filter((order) => order.merchantId === merchant.id)
    .sort((a, b) => b.placedAt - a.placedAt);
  const cartRows = carts
    .map(
      (cart) =>
        `<tr><td>${escapeHtml(cart.id)}</td><td>${time(cart.createdAt)}</td><td>${lines(cart.lines)}</td><td>${
          cart.contact ? `${escapeHtml(cart.contact.firstName)} ${escapeHtml(cart.contact.lastName)}, ${escapeHtml(cart.contact.postalCode)} ${escapeHtml(cart.contact.city)}` : '–'
        }</td><td>${cart.orderReference ? escapeHtml(cart.orderReference) : 'open'}</td></tr>`,
    )
    .join('');
  const orderRows = orders
    .map(
      (order) =>
        `<tr><td>${escapeHtml(order.reference)}</td><td>${escapeHtml(order.trackingId)}</td><td>${escapeHtml(order.status)}</td><td>${time(order.placedAt)}</td><td>${lines(order.lines)}</td><td>${money(
          order.itemsTotal,
          order.currency,
        )} + ${money(order.deliveryCost, order.currency)}</td><td>${escapeHtml(order.delivery.description)}${order.delivery.pickupPoint ? `<br>${escapeHtml(order.delivery.pickupPoint)}` : ''}</td></tr>`,
    )
    .join('');
  return `<section aria-labelledby="detail">
<h2 id="detail">${escapeHtml(merchant.title)} (${id})</h2>
<p>${escapeHtml(merchant.region)}, ${escapeHtml(merchant.currency)}; delivery ${escapeHtml(merchant.deliveryTypes.join(', '))} at ${money(merchant.deliveryCost, merchant.currency)}${
    merchant.freeDeliveryThreshold !== null ? `, free from ${money(merchant.freeDeliveryThreshold, merchant.currency)}` : ''
  }.</p>
<h3>Faults</h3>
${faultList}
${faultForm(merchant.id)}
<h3>Carts (${carts.length})</h3>
${carts.length ? `<table><thead><tr><th>Cart</th><th>Created</th><th>Items</th><th>Contact</th><th>Order</th></tr></thead><tbody>${cartRows}</tbody></table>` : '<p>No carts yet.</p>'}
<h3>Orders (${orders.length})</h3>
${
  orders.length
    ? `<table><thead><tr><th>Reference</th><th>Tracking</th><th>Status</th><th>Placed</th><th>Items</th><th>Total + delivery</th><th>Delivery</th></tr></thead><tbody>${orderRows}</tbody></table>`
    : '<p>No orders yet.</p>'
}
</section>`;
}

/** The page where a person sees each shop's carts and orders and sets or clears its faults. */
export function renderMerchantShopsPage(merchants: SeedMerchant[], state: MerchantShopsState, selected: SeedMerchant | undefined, problem?: string, notice?: string): string {
  const B = MERCHANT_SHOPS_BASE_PATH;
  const count = <T extends { merchantId: string }>(records: Iterable<T>, id: string) => [...records].filter((record) => record.merchantId === id).length;
  const rows = merchants
    .map((merchant) => {
      const id = merchant.id;
      const shop = merchant.purchaseMode === 'KORI_CHECKOUT';
      const name = shop ? `<a href="${B}?merchant=${encodeURIComponent(id)}">${escapeHtml(merchant.title)}</a>` : `${escapeHtml(merchant.title)} (redirect-only, no shop API)`;
      return `<tr${selected?.id === id ? ' aria-current="true"' : ''}><td>${name}</td><td>${escapeHtml(merchant.region)}</td><td>${shop ? count(Object.values(state.carts), id) : '–'}</td><td>${
        shop ? count(Object.values(state.orders), id) : '–'
      }</td><td>${shop ? count(state.faults, id) : '–'}</td></tr>`;
    })
    .join('');
  return htmlPage({
    title: 'Sandbox merchant shops',
    style: `
  body { font-family: system-ui, sans-serif; max-width: 72rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
  table { border-collapse: collapse; width: 100%; margin-bottom: 1.5rem; }
  th, td { border: 1px solid #ccc; padding: .3rem .5rem; text-align: left; vertical-align: top; font-size: .9rem; }
  tr[aria-current] { background: #eef5ff; }
  .fault-form { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: end; border: 1px solid #ccc; padding: .75rem; border-radius: .5rem; }
  .fault-form label { display: flex; flex-direction: column; font-size: .85rem; }
  form.inline { display: inline; }
  .problem { color: #a00; font-weight: bold; }
`,
    body: `
<main>
<h1>Sandbox merchant shops</h1>
<p>Every seeded merchant that takes orders through Kori has a shop API here; the checkout agents drive it. Pick a shop to see its carts and orders and to set faults. Reload for new activity.</p>
${problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : ''}
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
<h2>Change an offer's price</h2>
<p>The merchant's new price: the shop sells at it, and Kori's API is told (price alerts compare it). The offer id is the one in the storefront's offer links and cart.</p>
<form method="post" action="${B}/page/prices" class="fault-form">
  <label>Offer id <input name="sku" required inputmode="numeric"></label>
  <label>New item price <input name="price" required inputmode="decimal" placeholder="199.90"></label>
  <button type="submit">Change price</button>
</form>
<table><thead><tr><th>Shop</th><th>Region</th><th>Carts</th><th>Orders</th><th>Faults</th></tr></thead><tbody>${rows}</tbody></table>
${selected ? merchantDetail(selected, state) : ''}
</main>
`,
  });
}
