import { render, screen } from '@testing-library/react';
import { Container } from './container';
import { NarrowPage } from './narrow-page';
import { Stack } from './stack';
import { VisuallyHidden } from './visually-hidden';

describe('<VisuallyHidden />', () => {
  it('keeps text for assistive technology with the hiding class', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Remove item</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Remove item' })).toBeInTheDocument();
    expect(screen.getByText('Remove item')).toHaveClass('kori-visually-hidden');
  });
});

describe('<Container />', () => {
  it('renders the chosen element', () => {
    render(
      <Container as="main" narrow id="main">
        Content
      </Container>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveClass('kori-container', 'kori-container--narrow');
    expect(main).toHaveAttribute('id', 'main');
  });

  it('is a div by default', () => {
    render(<Container>Content</Container>);
    expect(screen.getByText('Content').tagName).toBe('DIV');
  });
});

describe('<Stack />', () => {
  it('spaces children with the spacing scale', () => {
    render(
      <Stack as="ul" direction="horizontal" gap={5} align="center" justify="between" wrap aria-label="Shops">
        <li>A</li>
        <li>B</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Shops' });
    expect(list).toHaveClass('kori-stack', 'kori-stack--horizontal', 'kori-stack--wrap');
    expect(list.style.gap).toBe('var(--kori-space-5)');
    expect(list.style.alignItems).toBe('center');
    expect(list.style.justifyContent).toBe('space-between');
  });

  it('defaults to a vertical stack with gap 3 and lets style override', () => {
    render(<Stack style={{ gap: '7px' }}>x</Stack>);
    const stack = screen.getByText('x');
    expect(stack).toHaveClass('kori-stack--vertical');
    expect(stack.style.gap).toBe('7px');
  });

  it('maps start and end alignment to flex values', () => {
    render(<Stack align="end">y</Stack>);
    expect(screen.getByText('y').style.alignItems).toBe('flex-end');
  });
});

describe('<NarrowPage />', () => {
  it('puts the heading first in a narrow column, then the content', () => {
    const { container } = render(
      <NarrowPage heading="Delivery address" className="kori-things">
        <p>The form</p>
      </NarrowPage>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Delivery address' });
    expect(heading.parentElement).toHaveClass('kori-things');
    expect(heading.nextElementSibling).toHaveTextContent('The form');
    expect(container.firstElementChild).toHaveClass('kori-container--narrow');
  });
});
