import { render, screen } from '@testing-library/react';
import { PageMessage } from './page-message';

describe('PageMessage', () => {
  it('puts the heading and its text in the page without a wrapper when nothing is announced', () => {
    const { container } = render(<PageMessage heading="Deals" text="Today's drops" textClassName="lead" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Deals' })).toBeInTheDocument();
    expect(screen.getByText("Today's drops")).toHaveClass('lead');
    expect(container.firstElementChild?.tagName).toBe('H1');
  });

  it.each(['alert', 'status'] as const)('announces heading, text and what follows as one %s', (role) => {
    render(
      <PageMessage heading="Payment failed" text="Try again" role={role}>
        <a href="/">Back</a>
      </PageMessage>,
    );
    const block = screen.getByRole(role);
    expect(block).toHaveTextContent('Payment failedTry againBack');
  });

  it('marks a block that changes in place as a polite live region', () => {
    const { container } = render(<PageMessage heading="Waiting" text="For the payment" live />);
    expect(container.firstElementChild).toHaveAttribute('aria-live', 'polite');
    expect(container.firstElementChild).not.toHaveAttribute('role');
  });
});
