import { buildEvent, pageLocationOf } from './events';
import { categoryLevels, MAX_CATEGORY_LEVELS, toGa4Item } from './items';

const eur = (price: string) => ({ price, currency: 'EUR' });
const tv = {
  id: 'p-1',
  name: 'OLED TV 55"',
  brand: 'Lumo',
  categoryPath: ['Electronics', 'TV & video', 'Televisions'],
  price: eur('799.90'),
  quantity: 2,
  merchant: 'Verkkokauppa',
  offerId: 'o-9',
};

describe('category hierarchy', () => {
  it('maps up to six levels, root first, to item_category..item_category6', () => {
    expect(MAX_CATEGORY_LEVELS).toBe(6);
    expect(categoryLevels(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])).toEqual({
      item_category: 'a',
      item_category2: 'b',
      item_category3: 'c',
      item_category4: 'd',
      item_category5: 'e',
      item_category6: 'f',
    });
    expect(categoryLevels(['Electronics', ' ', 'TV'])).toEqual({ item_category: 'Electronics', item_category2: 'TV' });
    expect(categoryLevels(undefined)).toEqual({});
  });
});

describe('GA4 items', () => {
  it('converts money strings to numbers and names the merchant as affiliation', () => {
    expect(toGa4Item(tv)).toEqual({
      item_id: 'p-1',
      item_name: 'OLED TV 55"',
      item_brand: 'Lumo',
      item_category: 'Electronics',
      item_category2: 'TV & video',
      item_category3: 'Televisions',
      price: 799.9,
      quantity: 2,
      affiliation: 'Verkkokauppa',
      offer_id: 'o-9',
    });
    expect(toGa4Item({ id: 'x', name: 'X', price: { price: 'n/a', currency: 'EUR' } })).toEqual({ item_id: 'x', item_name: 'X', quantity: 1 });
  });
});

describe('event model', () => {
  it('gives page views and e-commerce events both purposes, the rest statistics only', () => {
    const both = [
      buildEvent.pageView({ path: '/', pageType: 'home' }),
      buildEvent.viewItemList({ items: [tv] }),
      buildEvent.viewItem({ item: tv }),
      buildEvent.addToCart({ items: [tv] }),
      buildEvent.removeFromCart({ items: [tv] }),
      buildEvent.viewCart({ items: [tv] }),
      buildEvent.beginCheckout({ items: [tv] }),
      buildEvent.addContactInfo({ email: 'a@b.fi' }),
      buildEvent.addShippingInfo({ items: [tv], shippingTier: 'HOME_DELIVERY' }),
      buildEvent.addPaymentInfo({ items: [tv], paymentType: 'STRIPE' }),
      buildEvent.purchase({ transactionId: 'o-1', items: [tv] }),
      buildEvent.consentUpdated({ levels: { preferences: false, statistics: false, advertising: true } }),
    ];
    for (const event of both) expect([event.name, event.purposes]).toEqual([event.name, ['statistics', 'advertising']]);
    const statisticsOnly = [
      buildEvent.loginStatus({ loggedIn: true }),
      buildEvent.paymentAuthentication({ outcome: 'rejected' }),
      buildEvent.priceAlert({ action: 'created' }),
      buildEvent.referralCode({ action: 'shared' }),
      buildEvent.referralCode({ action: 'applied' }),
      buildEvent.assistantMessage({ role: 'assistant', messageLength: 1 }),
    ];
    for (const event of statisticsOnly) expect([event.name, event.purposes]).toEqual([event.name, ['statistics']]);
  });

  it('consent_updated remembers the previous choice it replaces', () => {
    const previous = { preferences: false, statistics: true, advertising: false };
    const none = { preferences: false, statistics: false, advertising: false };
    expect(buildEvent.consentUpdated({ levels: none, previous }).coveredBy).toEqual(previous);
    expect(buildEvent.consentUpdated({ levels: none }).coveredBy).toBeUndefined();
  });

  it('page_view keeps campaign parameters of the address and nothing else', () => {
    const event = buildEvent.pageView(
      { path: '/tv', pageType: 'category', locale: 'fi-FI' },
      'https://kori.fi/tv?utm_source=news&email=a%40b.fi&gclid=abc&price-alert-to-delete=5',
    );
    expect(event.name).toBe('page_view');
    expect(event.params).toEqual({
      page_path: '/tv',
      page_type: 'category',
      page_location: 'https://kori.fi/tv?utm_source=news&gclid=abc',
      language: 'fi-FI',
    });
    expect(new Date(event.occurredAt).toISOString()).toBe(event.occurredAt);
    expect(pageLocationOf('http://127.0.0.1:3000/')).toBe('http://127.0.0.1:3000/');
  });

  it('login status', () => {
    expect(buildEvent.loginStatus({ loggedIn: true }).params).toEqual({ logged_in: true, login_status: 'logged_in' });
    expect(buildEvent.loginStatus({ loggedIn: false }).params).toEqual({ logged_in: false, login_status: 'logged_out' });
  });

  it('cart events carry currency, value (price x quantity) and items', () => {
    for (const [build, name] of [
      [buildEvent.addToCart, 'add_to_cart'],
      [buildEvent.removeFromCart, 'remove_from_cart'],
      [buildEvent.viewCart, 'view_cart'],
      [buildEvent.beginCheckout, 'begin_checkout'],
    ] as const) {
      const event = build({ items: [tv] });
      expect(event.name).toBe(name);
      expect(event.ecommerce).toEqual({ currency: 'EUR', value: 1599.8, items: [toGa4Item(tv)] });
    }
    expect(buildEvent.addToCart({ items: [tv], value: eur('10.00') }).ecommerce?.['value']).toBe(10);
  });

  it('view_item and view_item_list', () => {
    expect(buildEvent.viewItem({ item: { ...tv, quantity: 1 } }).ecommerce).toMatchObject({ currency: 'EUR', value: 799.9 });
    const list = buildEvent.viewItemList({ listId: 'deals', listName: 'Deals', items: [tv, { id: 'p-2', name: 'Soundbar' }] });
    expect(list.name).toBe('view_item_list');
    expect(list.ecommerce).toMatchObject({ item_list_id: 'deals', item_list_name: 'Deals' });
    expect((list.ecommerce?.['items'] as { index: number }[]).map((item) => item.index)).toEqual([0, 1]);
  });

  it('checkout steps: contact, shipping and payment info', () => {
    const contact = buildEvent.addContactInfo({ email: 'a@b.fi', phone: '040 1', region: 'FI' });
    expect(contact.name).toBe('add_contact_info');
    expect(contact.params).toEqual({});
    expect(contact.userData).toEqual({ email: 'a@b.fi', phone: '040 1', region: 'FI' });
    expect(buildEvent.addShippingInfo({ items: [tv], shippingTier: 'HOME_DELIVERY', coupon: 'STAR' }).ecommerce).toMatchObject({
      shipping_tier: 'HOME_DELIVERY',
      coupon: 'STAR',
    });
    expect(buildEvent.addPaymentInfo({ items: [tv], paymentType: 'INVOICE' }).ecommerce).toMatchObject({ payment_type: 'INVOICE' });
  });

  it('purchase has the transaction, totals and the user data to hash', () => {
    const event = buildEvent.purchase({
      transactionId: 'order-1',
      items: [tv],
      value: eur('1609.70'),
      tax: eur('320.70'),
      shipping: eur('9.90'),
      coupon: 'STAR',
      paymentType: 'AVARDA_CHECKOUTV3_CARD',
      email: 'Matti@Example.fi',
    });
    expect(event.name).toBe('purchase');
    expect(event.ecommerce).toEqual({
      currency: 'EUR',
      value: 1609.7,
      coupon: 'STAR',
      transaction_id: 'order-1',
      tax: 320.7,
      shipping: 9.9,
      payment_type: 'AVARDA_CHECKOUTV3_CARD',
      items: [toGa4Item(tv)],
    });
    expect(event.userData).toEqual({ email: 'Matti@Example.fi', phone: undefined, region: undefined });
  });

  it('gives each payment authentication outcome its own event', () => {
    const names = (['begin', 'success', 'error', 'rejected', 'credit_declined', 'incorrect_address', 'cancelled'] as const).map(
      (outcome) => buildEvent.paymentAuthentication({ outcome }).name,
    );
    expect(new Set(names).size).toBe(7);
    expect(names).toContain('payment_authentication_credit_declined');
  });

  it('price alert, referral code, assistant message and consent updated', () => {
    expect(buildEvent.priceAlert({ action: 'created', productId: 'p-1', targetPrice: eur('700') })).toMatchObject({
      name: 'price_alert_created',
      params: { product_id: 'p-1', target_price: 700, currency: 'EUR' },
    });
    expect(buildEvent.priceAlert({ action: 'deleted' }).name).toBe('price_alert_deleted');
    expect(buildEvent.referralCode({ action: 'shared', method: 'copy_link' })).toMatchObject({
      name: 'share',
      params: { method: 'copy_link', content_type: 'referral_code' },
    });
    expect(buildEvent.referralCode({ action: 'applied' }).name).toBe('referral_code_applied');
    expect(buildEvent.assistantMessage({ role: 'user', messageLength: 42 })).toMatchObject({
      name: 'assistant_message',
      params: { message_role: 'user', message_length: 42 },
    });
    expect(buildEvent.consentUpdated({ levels: { preferences: true, statistics: true, advertising: false } })).toMatchObject({
      name: 'consent_updated',
      params: { consent_preferences: 'granted', consent_statistics: 'granted', consent_advertising: 'denied' },
    });
  });
});
