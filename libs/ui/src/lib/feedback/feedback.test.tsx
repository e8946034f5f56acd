import { render, screen } from '@testing-library/react';
import { uiWrapper } from '../../testing';
import { LoadingStatus } from './loading-status';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

describe('<Spinner />', () => {
  it('announces the loading text of the current language', () => {
    render(<Spinner />, { wrapper: uiWrapper({ locale: 'fi-FI' }) });
    expect(screen.getByRole('status')).toHaveTextContent('Ladataan…');
  });

  it('takes its own label and size', () => {
    render(<Spinner label="Loading offers" size="large" />, { wrapper: uiWrapper() });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading offers');
    expect(status).toHaveClass('kori-spinner--large');
  });
});

describe('<Skeleton />', () => {
  it('is a sized shape hidden from assistive technology', () => {
    const { container } = render(<Skeleton width={120} height="2rem" circle />);
    const shape = container.firstElementChild as HTMLElement;
    expect(shape).toHaveAttribute('aria-hidden', 'true');
    expect(shape).toHaveClass('kori-skeleton', 'kori-skeleton--circle');
    expect(shape.style.width).toBe('120px');
    expect(shape.style.height).toBe('2rem');
  });
});

describe('<LoadingStatus />', () => {
  it('keeps its live region in the page and says what loads only while it loads', () => {
    const { rerender } = render(<LoadingStatus loading={false}>Loading products…</LoadingStatus>);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<LoadingStatus loading>Loading products…</LoadingStatus>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
  });
});
