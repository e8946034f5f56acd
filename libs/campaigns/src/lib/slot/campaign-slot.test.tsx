import { render, screen } from '@testing-library/react';
import { campaignSlot } from './campaign-slot';

describe('campaignSlot', () => {
  it('renders nothing at all while no campaign fills it', () => {
    const { container } = render(
      <main>
        <campaignSlot.Outlet placement="home" />
      </main>,
    );
    expect(container.querySelector('main')).toBeEmptyDOMElement();
  });

  it('renders the banner the campaigns feature gives for the placement', () => {
    render(
      <campaignSlot.Fill render={(placement) => <aside aria-label="Campaign">Banner for {placement}</aside>}>
        <main>
          <campaignSlot.Outlet placement="home" />
        </main>
      </campaignSlot.Fill>,
    );
    expect(screen.getByRole('complementary', { name: 'Campaign' })).toHaveTextContent('Banner for home');
  });
});
