import { screen } from '@testing-library/react';
import { renderWithRouter as renderView } from '../testing/render-with-router';
import { dealFixture } from '../testing/deal-fixture';
import { DealCard } from './deal-card';
import { ProductCard } from './product-card';
import { priceBenefitSlot } from './price-benefit-slot';

const eur = (price: string) => ({ price, currency: 'EUR' });
const card = (
  <ProductCard
    product={{ name: 'Phone', brandName: 'Brand', imageUrl: '/phone.jpg', href: '/p' }}
    price={<p>199 €</p>}
    benefitBase={{ itemPrice: eur('195.00'), shownPrice: eur('199.00') }}
  />
);

describe('priceBenefitSlot', () => {
  it('renders nothing while unfilled', () => {
    const { container } = renderView(card);
    expect(container.querySelector('article')?.textContent).toBe('PhoneBrand199 €');
  });

  it("renders the filler's line for the card's prices", () => {
    renderView(
      <priceBenefitSlot.Fill render={({ itemPrice, shownPrice }) => <p>benefit of {itemPrice.price} on {shownPrice.price}</p>}>{card}</priceBenefitSlot.Fill>,
    );
    expect(screen.getByText('benefit of 195.00 on 199.00')).toBeInTheDocument();
  });

  it("gives a deal card's reduced price as both prices", () => {
    const deal = dealFixture();
    renderView(<priceBenefitSlot.Fill render={({ itemPrice, shownPrice }) => <p>benefit of {itemPrice.price} on {shownPrice.price}</p>}>{<DealCard deal={deal} />}</priceBenefitSlot.Fill>);
    expect(screen.getByText(`benefit of ${deal.offer.price.price} on ${deal.offer.price.price}`)).toBeInTheDocument();
  });
});
