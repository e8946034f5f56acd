import { fixtureFactory } from '@kori/util-testing';
import type { BestOfferProduct } from '../commerce/best-offer-product-card';
import type { MoneyFixture } from './deal-fixture';

/** A product in the shape of the shared `ProductCardFields` fragment (its best offer as `CardOfferFields`). */
export interface ProductCardFixture extends BestOfferProduct {
  bestOffer: { id: string; price: MoneyFixture; totalPrice: MoneyFixture; merchant: { title: string } } | null;
}

/** A phone with three offers, the best 399.00 € with delivery (394.10 € for the item) at Verkkokauppa Nord. */
export const productCardFixture = fixtureFactory<ProductCardFixture>(() => ({
  id: '1',
  name: 'Lumio Vista 5 128 GB',
  slug: 'lumio-vista-5-128-gb',
  imageUrl: '/images/products/1.svg',
  brand: { name: 'Lumio' },
  category: { id: 'smartphones' },
  offerCount: 3,
  bestOffer: { id: '11', price: { price: '394.10', currency: 'EUR' }, totalPrice: { price: '399.00', currency: 'EUR' }, merchant: { title: 'Verkkokauppa Nord' } },
}));
