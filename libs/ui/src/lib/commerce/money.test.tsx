import { render, renderHook, screen } from '@testing-library/react';
import { UiTestProvider } from '../../testing';
import { Money, useFormatMoney } from './money';

describe('Money', () => {
  it('formats the amount in the page locale and keeps the machine value', () => {
    render(
      <UiTestProvider locale="fi-FI">
        <Money amount={{ price: '1199.00', currency: 'EUR' }} className="price" />
      </UiTestProvider>,
    );
    const data = screen.getByText(/1[\s\u00a0\u202f]199,00[\s\u00a0\u202f]€/);
    expect(data.tagName).toBe('DATA');
    expect(data).toHaveAttribute('value', '1199.00');
    expect(data).toHaveClass('price');
  });

  it('gives a formatter for messages that embed a price', () => {
    const { result } = renderHook(() => useFormatMoney(), {
      wrapper: ({ children }) => <UiTestProvider locale="sv-SE">{children}</UiTestProvider>,
    });
    expect(result.current({ price: '49.90', currency: 'SEK' })).toMatch(/49,90[\s\u00a0\u202f]kr/);
  });
});
