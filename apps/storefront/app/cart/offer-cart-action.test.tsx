/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { productOfferFixture } from '@kori/catalog/testing';
import { renderInRouter } from '../testing/render-in-router';
import { offerCartAction } from './offer-cart-action';

const offer = productOfferFixture('o-1', 'Tekno Store', 1, { price: '10.00', delivery: '0.00', total: '10.00' });

describe('offerCartAction', () => {
  it('adds the add-to-cart form to an offer sold through Kori', async () => {
    renderInRouter(<>{offerCartAction({ ...offer, purchaseMode: 'KORI_CHECKOUT' })}</>);
    expect(await screen.findByRole('button', { name: 'Add to cart from Tekno Store' })).toBeInTheDocument();
  });

  it('adds nothing to a redirect-only offer or one out of stock', () => {
    expect(offerCartAction({ ...offer, purchaseMode: 'REDIRECT_ONLY' })).toBeNull();
    expect(offerCartAction({ ...offer, stockStatus: 'OUT_OF_STOCK' })).toBeNull();
  });
});
