import { screen } from '@testing-library/react';
import { BestOfferProductCard, type BestOfferCardTexts, type BestOfferProduct } from './best-offer-product-card';
import { renderWithRouter } from '../testing/render-with-router';

const texts: BestOfferCardTexts = {
  bestTotalId: 'catalog.category.bestTotal',
  noOffersId: 'catalog.category.noOffers',
  offerCountId: 'catalog.category.offerCount',
  mutedClassName: 'listing-muted',
  priceClassName: 'listing-price',
};

const product: BestOfferProduct = {
  id: 'p-1',
  slug: 'nordic-phone-12',
  name: 'Nordic Phone 12',
  imageUrl: '/images/products/p-1.svg',
  brand: { name: 'Nordic' },
  category: { id: 'smartphones' },
  offerCount: 2,
  bestOffer: { price: { price: '394.10', currency: 'EUR' }, totalPrice: { price: '399.00', currency: 'EUR' } },
};

describe('BestOfferProductCard', () => {
  it("shows the best total in the listing's words, emphasised with its class, and the offer count", () => {
    renderWithRouter(<BestOfferProductCard product={product} texts={texts} />);
    const card = screen.getByRole('article');
    expect(screen.getByRole('link', { name: 'Nordic Phone 12' })).toHaveAttribute('href', '/smartphones/nordic-phone-12/p-1');
    expect(card).toHaveTextContent('From €399.00 incl. delivery');
    expect(card.querySelector('strong.listing-price')).toHaveTextContent('€399.00');
    expect(card.querySelector('p.listing-muted')).toHaveTextContent('2 offers');
    expect(card).not.toHaveTextContent('previous 30 days');
  });

  it('says there are no offers, in the muted class, when the product has no best offer', () => {
    renderWithRouter(<BestOfferProductCard product={{ ...product, offerCount: 0, bestOffer: null }} texts={texts} />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('No offers in your region');
    expect(card).not.toHaveTextContent('incl. delivery');
    expect(card.querySelectorAll('p.listing-muted')).toHaveLength(2);
  });

  it('shows the lowest price of the previous 30 days for a reduction', () => {
    renderWithRouter(<BestOfferProductCard product={product} texts={texts} reduction={{ lowest30Days: { price: '439.00', currency: 'EUR' } }} />);
    expect(screen.getByRole('article')).toHaveTextContent('Lowest price in the previous 30 days: €439.00');
  });
});
