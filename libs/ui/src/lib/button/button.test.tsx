import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Button } from './button';
import { ButtonLink } from './button-link';
import { buttonClassName } from './button-class-name';

describe('buttonClassName', () => {
  it('defaults to a medium primary button', () => {
    expect(buttonClassName()).toBe('kori-button kori-button--primary kori-button--medium');
  });

  it('adds variant, size, full width and extra classes', () => {
    expect(buttonClassName({ variant: 'link', size: 'small', fullWidth: true }, 'extra')).toBe(
      'kori-button kori-button--link kori-button--small kori-button--full extra',
    );
  });
});

describe('<Button />', () => {
  it('is a type=button by default so it never submits a form by accident', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Plain</Button>
        <Button type="submit" variant="secondary" size="large">
          Send
        </Button>
      </form>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveClass('kori-button--secondary', 'kori-button--large');
  });

  it('passes native props and the ref through', async () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = jest.fn();
    render(
      <Button ref={ref} disabled aria-describedby="hint" onClick={onClick} className="mine">
        Buy
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Buy' });
    expect(ref.current).toBe(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-describedby', 'hint');
    expect(button).toHaveClass('kori-button', 'kori-button--primary', 'mine');
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('<ButtonLink />', () => {
  it('is a link with the button look', () => {
    render(
      <ButtonLink href="/deals" variant="secondary">
        Deals
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Deals' });
    expect(link).toHaveAttribute('href', '/deals');
    expect(link).toHaveClass('kori-button', 'kori-button--secondary');
  });
});
