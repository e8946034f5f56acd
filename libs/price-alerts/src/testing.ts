// Fixtures for tests of pages that show the price-alerts loader data.
import type { MyPriceAlertsData } from './lib/model/my-price-alerts-data';
import { fixtureFactory } from '@kori/util-testing';

export const myPriceAlertsDataFixture = fixtureFactory<MyPriceAlertsData>(() => ({
  meta: { title: 'My price alerts | Kori', description: '' },
  email: 'ada@example.com',
  loaded: true,
  alerts: [{ id: '00000000-0000-4000-8000-000000000001', productId: '7', productName: 'Lumo TV 55', targetPrice: { price: '450.00', currency: 'EUR' }, createdAt: '2026-11-01T10:00:00.000Z' }],
}));
