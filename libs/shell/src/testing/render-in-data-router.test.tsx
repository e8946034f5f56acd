import { screen } from '@testing-library/react';
import { answersInTurn, postedFields, renderInDataRouter } from './render-in-data-router';

describe('answersInTurn', () => {
  it('gives each answer once, throws an Error instead of answering it, then answers null', () => {
    const lost = new Error('connection lost');
    const next = answersInTurn([{ ok: true }, lost]);
    expect(next()).toEqual({ ok: true });
    expect(() => next()).toThrow(lost);
    expect(next()).toBeNull();
  });
});

describe('postedFields', () => {
  it('reads every field of a posted form as text', async () => {
    const body = new URLSearchParams({ intent: 'set-quantity', quantity: '2' });
    const request = new Request('http://localhost/cart', { method: 'POST', body });
    expect(await postedFields(request)).toEqual({ intent: 'set-quantity', quantity: '2' });
  });
});

describe('renderInDataRouter', () => {
  it('renders the route at the url inside intl and a Jotai store', async () => {
    const view = renderInDataRouter([{ path: '/deals', element: <p>deals</p> }], { url: '/deals' });
    expect(await screen.findByText('deals')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/deals');
    expect(view.store).toBeDefined();
  });
});
