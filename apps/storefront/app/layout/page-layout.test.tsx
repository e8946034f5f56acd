/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { renderInRouter } from '../testing/render-in-router';
import { PageLayout } from './page-layout';

function OwnLayout({ children }: { children: ReactNode }) {
  return <div data-testid="own-layout">{children}</div>;
}

function routesWith(handle: unknown, parentHandle?: unknown) {
  return [
    {
      path: '/',
      handle: parentHandle,
      element: (
        <PageLayout>
          <Outlet />
        </PageLayout>
      ),
      children: [{ index: true, handle, element: <p>page body</p> }],
    },
  ];
}

describe('PageLayout', () => {
  it('wraps a page in the default frame: skip link, header, main landmark, footer', async () => {
    renderInRouter(null, { routes: routesWith(undefined) });
    expect(await screen.findByText('page body')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('main')).toContainElement(screen.getByText('page body'));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('renders a bare page without the frame', async () => {
    renderInRouter(null, { routes: routesWith({ layout: 'bare' }) });
    expect(await screen.findByText('page body')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('uses a layout component the page supplies', async () => {
    renderInRouter(null, { routes: routesWith({ layout: OwnLayout }) });
    expect(await screen.findByTestId('own-layout')).toContainElement(screen.getByText('page body'));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('lets the deepest route decide', async () => {
    renderInRouter(null, { routes: routesWith({ layout: 'default' }, { layout: 'bare' }) });
    expect(await screen.findByText('page body')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
