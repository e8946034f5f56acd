import { act, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { onPageView, type PageView } from './page-view-listeners';
import { usePageViewReporter } from './use-page-view-reporter';
import { routerFuture } from '@kori/ui/testing';

function Root({ report }: { report: (view: PageView) => void }) {
  usePageViewReporter(report);
  return (
    <>
      <Link to="/tv">category</Link>
      <Link to="/tv/oled/123">product</Link>
      <Link to="/about">about</Link>
      <Outlet />
    </>
  );
}

function setup(url: string) {
  const report = jest.fn<void, [PageView]>();
  const routes = [
    {
      path: '/',
      element: <Root report={report} />,
      children: [
        { index: true, element: <p>home</p>, handle: { pageMetadata: { pageType: 'home' } } },
        {
          path: ':categoryId',
          handle: { pageMetadata: { pageType: 'category' } },
          element: <Outlet />,
          children: [
            { index: true, element: <p>category</p> },
            { path: ':productName/:productId', element: <p>product</p>, handle: { pageMetadata: { pageType: 'product' } } },
          ],
        },
        { path: 'about', element: <p>about</p>, handle: { title: 'no metadata here' } },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url], future: routerFuture });
  render(
    <IntlProvider locale="sv-SE" messages={{}}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </IntlProvider>,
  );
  return { report, router };
}

describe('usePageViewReporter', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reports the first page with its page type, path and locale', () => {
    const { report } = setup('/');
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith({ path: '/', pageType: 'home', locale: 'sv-SE' });
  });

  it('reports again on each page change, using the deepest route with metadata', async () => {
    const { report, router } = setup('/');
    await act(() => router.navigate('/tv'));
    await act(() => router.navigate('/tv/oled/123'));
    expect(report.mock.calls.map(([view]) => [view.path, view.pageType])).toEqual([
      ['/', 'home'],
      ['/tv', 'category'],
      ['/tv/oled/123', 'product'],
    ]);
  });

  it('does not report twice when only the query string changes', async () => {
    const { report, router } = setup('/tv');
    await act(() => router.navigate('/tv?page=2'));
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('logs a warning instead of reporting when the page has no page metadata', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { report, router } = setup('/');
    await act(() => router.navigate('/about'));
    expect(report).toHaveBeenCalledTimes(1);
    const metadataWarnings = warn.mock.calls.filter(([message]) => /no page metadata/.test(String(message)));
    expect(metadataWarnings).toEqual([['Page /about has no page metadata; no page view reported']]);
  });

  it('delivers page views to onPageView listeners until they unsubscribe', async () => {
    const listener = jest.fn();
    const unsubscribe = onPageView(listener);
    const { router } = setup('/');
    expect(listener).toHaveBeenCalledWith({ path: '/', pageType: 'home', locale: 'sv-SE' });
    unsubscribe();
    await act(() => router.navigate('/tv'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps reporting to other listeners when one throws', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = onPageView(() => {
      throw new Error('collector down');
    });
    const listener = jest.fn();
    const unsubscribe = onPageView(listener);
    setup('/');
    expect(listener).toHaveBeenCalledTimes(1);
    failing();
    unsubscribe();
  });
});
