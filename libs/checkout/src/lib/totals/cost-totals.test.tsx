import { TestI18nProvider } from '@kori/i18n/testing';
import { render, screen } from '@testing-library/react';
import { CostTotals, orderTotalsRows } from './cost-totals';

const eur = (price: string) => ({ price, currency: 'EUR' });
const totals = { itemsTotal: eur('100.00'), deliveryCost: eur('5.90'), owedByCustomer: eur('105.90') };

function renderTotals(emphasiseOwed: boolean) {
  return render(
    <TestI18nProvider locale="en-FI">
      <CostTotals className="totals" rows={orderTotalsRows(totals, emphasiseOwed)} />
    </TestI18nProvider>,
  );
}

describe('CostTotals', () => {
  it('lists items, delivery and the sum owed as label and amount pairs, in that order', () => {
    const { container } = renderTotals(false);
    const terms = [...container.querySelectorAll('.totals > dt')].map((term) => term.nextElementSibling?.textContent);
    expect(terms).toHaveLength(3);
    expect(terms[0]).toContain('100.00');
    expect(terms[1]).toContain('5.90');
    expect(terms[2]).toContain('105.90');
    expect(container.querySelector('strong')).toBeNull();
  });

  it('sets the sum to pay in bold when asked', () => {
    renderTotals(true);
    expect(screen.getByText(/105\.90/).closest('strong')).not.toBeNull();
  });
});
