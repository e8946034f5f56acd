/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { useSearchParams } from 'react-router-dom';
import { openCartPanelAtom } from '../panel/cart-panel-atoms';
import { cartAtom, cartIdAtom } from '../state/cart-atoms';
import { cartFixture, TEST_CART_ID } from '../test-support/cart-fixture';
import { renderWithRouter } from '../test-support/render-with-router';
import { CartRoot } from './cart-root';

// The loader's Apollo query is covered in cart-queries.test.tsx; here only which cart it is asked for.
jest.mock('./cart-loader', () => ({
  CartLoader: ({ cartId }: { cartId: string }) => <output data-testid="loading-cart">{cartId}</output>,
}));

const OTHER_CART_ID = '5e4d3c2b-1a09-4f8e-8d7c-6b5a4f3e2d1c';

describe('CartRoot', () => {
  it('knows the cookie cart from the first render and loads it', () => {
    const { store } = renderWithRouter(<CartRoot data={{ cartId: TEST_CART_ID }} />);
    expect(store.get(cartIdAtom)).toBe(TEST_CART_ID);
    expect(screen.getByTestId('loading-cart')).toHaveTextContent(TEST_CART_ID);
  });

  it('loads nothing without a cart', () => {
    const { store } = renderWithRouter(<CartRoot data={{ cartId: null }} />);
    expect(store.get(cartIdAtom)).toBeNull();
    expect(screen.queryByTestId('loading-cart')).not.toBeInTheDocument();
  });

  it('brings the panel in on its first opening', async () => {
    const { store } = renderWithRouter(<CartRoot data={{ cartId: null }} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => store.set(openCartPanelAtom));
    expect(await screen.findByRole('dialog', { name: 'Your cart' })).toHaveTextContent('Your cart is empty.');
  });

  it('forgets the old cart when the cookie names another one (after sign-in)', async () => {
    const { store, router } = renderWithRouter(<RootFromLocation />, { url: `/?id=${TEST_CART_ID}` });
    act(() => store.set(cartAtom, cartFixture()));
    await act(() => router.navigate(`/?id=${OTHER_CART_ID}`));
    expect(store.get(cartIdAtom)).toBe(OTHER_CART_ID);
    expect(store.get(cartAtom)).toBeNull();
    expect(screen.getByTestId('loading-cart')).toHaveTextContent(OTHER_CART_ID);
  });
});

// Stands in for the root loader's data changing on revalidation.
function RootFromLocation() {
  const [params] = useSearchParams();
  return <CartRoot data={{ cartId: params.get('id') }} />;
}
