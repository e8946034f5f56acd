import { expect, test, type APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { gotoHydrated } from './support/hydration';
import { uniqueEmail } from './support/mailbox';
import { apiGraphqlUrl, sandboxUrl, storefrontUrl } from './support/servers';


const PRODUCTS_QUERY = `{
  products(region: FI, perPage: 50) {
    products {
      id slug category { id }
      bestOffer(region: FI) { id stockStatus price { price } totalPrice { price } }
    }
  }
}`;
const productsSchema = z.object({
  data: z.object({
    products: z.object({
      products: z.array(
        z.object({
          id: z.string(),
          slug: z.string(),
          category: z.object({ id: z.string() }),
          bestOffer: z.object({ id: z.string(), stockStatus: z.string(), price: z.object({ price: z.string() }), totalPrice: z.object({ price: z.string() }) }).nullable(),
        }),
      ),
    }),
  }),
});
const mailSchema = z.object({ messages: z.array(z.object({ subject: z.string(), text: z.string(), template: z.string() })) });

const cents = (decimal: string) => Math.round(Number(decimal) * 100);

async function mailTo(request: APIRequestContext, email: string) {
  const response = await request.get(`${sandboxUrl}/mailbox/api?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return mailSchema.parse(await response.json()).messages;
}

/** The merchant changes its price in the sandbox; the sandbox tells Kori's API (the offer id is the shop's SKU). */
async function setOfferPrice(request: APIRequestContext, offerId: string, price: number) {
  const response = await request.put(`${sandboxUrl}/merchant-shops/control/prices/${encodeURIComponent(offerId)}`, { data: { price } });
  expect(response.status(), 'offer price change').toBe(200);
  expect(await response.json()).toMatchObject({ apiNotified: true });
}

test.describe('price alerts', () => {
  let restore: { offerId: string; price: number } | null = null;

  test.afterEach(async ({ request }) => {
    if (restore) await setOfferPrice(request, restore.offerId, restore.price);
    restore = null;
  });

  test('set an alert by e-mail, drop the price, follow the e-mail link and see the alert deleted', async ({ page, request }) => {
    const answer = await request.post(apiGraphqlUrl, { data: { query: PRODUCTS_QUERY } });
    expect(answer.ok()).toBe(true);
    const product = productsSchema
      .parse(await answer.json())
      .data.products.products.find((candidate) => candidate.bestOffer && candidate.bestOffer.stockStatus !== 'OUT_OF_STOCK' && cents(candidate.bestOffer.price.price) > 1000);
    expect(product, 'a product with an in-stock best offer').toBeDefined();
    const best = product!.bestOffer!;
    const itemPrice = cents(best.price.price);
    const target = cents(best.totalPrice.price) - 100;
    const email = uniqueEmail('price-alert');

    // The product page's form: target price and e-mail address, then the code from the mailbox.
    await gotoHydrated(page, `/${encodeURIComponent(product!.category.id)}/${encodeURIComponent(product!.slug)}/${encodeURIComponent(product!.id)}`);
    const form = page.getByRole('region', { name: 'Price alert' });
    await form.getByLabel(/^Target price/).fill((target / 100).toFixed(2));
    await form.getByLabel('E-mail address').fill(email);
    await form.getByRole('button', { name: 'Set price alert' }).click();
    await expect(form.getByRole('status')).toContainText('We sent a code');
    let code = '';
    await expect(async () => {
      const [codeMail] = await mailTo(request, email);
      code = /\b(\d{6})\b/.exec(codeMail?.text ?? '')?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
    }).toPass({ timeout: 15_000 });
    await form.getByLabel('Code from the e-mail').fill(code);
    await form.getByRole('button', { name: 'Confirm' }).click();
    await expect(form.getByRole('status')).toContainText('Price alert confirmed');

    // The merchant drops the price by 2.00 in the sandbox: the all-in price is now under the target.
    restore = { offerId: best.id, price: itemPrice };
    await setOfferPrice(request, best.id, itemPrice - 200);

    let link = '';
    await expect(async () => {
      const drop = (await mailTo(request, email)).find((mail) => mail.subject.startsWith('Price drop'));
      link = /(https?:\/\/\S+\?price-alert-to-delete=[0-9a-f-]{36})/.exec(drop?.text ?? '')?.[1] ?? '';
      expect(link).not.toBe('');
    }).toPass({ timeout: 30_000 });
    expect(link.startsWith(`${storefrontUrl}/?price-alert-to-delete=`)).toBe(true);

    // The e-mail's link: the alert is deleted, the notification says so, and the parameter is gone.
    await page.goto(link);
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('The price alert was deleted.')).toBeVisible();
    await expect(page).toHaveURL(`${storefrontUrl}/`);
    expect((await mailTo(request, email)).filter((mail) => mail.subject.startsWith('Price drop'))).toHaveLength(1);
  });
});
