import { screen } from '@testing-library/react';
import { BestOfferProductCard, type BestOfferCardTexts } from './best-offer-product-card';
import { productCardFixture } from '../testing/product-card-fixture';
import { renderWithRouter } from '../testing/render-with-router';

const texts: BestOfferCardTexts = {
  bestTotalId: 'catalog.category.bestTotal',
  noOffersId: 'catalog.category.noOffers',
  offerCountId: 'catalog.category.offerCount',
  mutedClassName: 'listing-muted',
  priceClassName: 'listing-price',
};

const product = productCardFixture();

describe('BestOfferProductCard', () => {
  it("shows the best total in the listing's words, emphasised with its class, and the offer count", () => {
    renderWithRouter(<BestOfferProductCard product={product} texts={texts} />);
    const card = screen.getByRole('article');
    expect(screen.getByRole('link', { name: 'Lumio Vista 5 128 GB' })).toHaveAttribute('href', '/smartphones/lumio-vista-5-128-gb/1');
    expect(card).toHaveTextContent('From €399.00 incl. delivery');
    expect(card.querySelector('strong.listing-price')).toHaveTextContent('€399.00');
    expect(card.querySelector('p.listing-muted')).toHaveTextContent('3 offers');
    expect(card).not.toHaveTextContent('previous 30 days');
  });

  it('says there are no offers, in the muted class, when the product has no best offer', () => {
    renderWithRouter(<BestOfferProductCard product={productCardFixture({ offerCount: 0, bestOffer: null })} texts={texts} />);
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
