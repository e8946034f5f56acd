import { UiTestProvider } from '@kori/ui/testing';
import { act } from '@testing-library/react';
import { createStore } from 'jotai';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { ConsentTestPage } from '../../testing/consent-test-harness';
import { routerFuture } from '@kori/ui/testing';
import { preloadConsentSettings } from './lazy-settings-panel';

const undecided = { levels: { preferences: false, statistics: false, advertising: false }, decided: false };
const advertisingOnly = { levels: { preferences: false, statistics: false, advertising: true }, decided: true };

const routes = (consent: typeof undecided): RouteObject[] => [{ path: '*', element: <ConsentTestPage consent={consent} /> }];

/** The page in the browser. */
function app(url: string, consent = undecided) {
  const router = createMemoryRouter(routes(consent), { initialEntries: [url], future: routerFuture });
  return (
    <UiTestProvider store={createStore()}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </UiTestProvider>
  );
}

/** The page as the server renders it: a static router, as on the server (a browser router's layout effects do not run there). */
async function serverHtml(url: string, consent = undecided): Promise<string> {
  const { query, dataRoutes } = createStaticHandler(routes(consent), { future: routerFuture });
  const context = await query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(
    <UiTestProvider store={createStore()}>
      <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
    </UiTestProvider>,
  );
}

describe('server rendering (the page before or without JavaScript)', () => {
  // The server loads the panel's code at start (lazy-settings-panel.server.test.tsx); jsdom has a document, so do it here.
  beforeAll(() => preloadConsentSettings());

  it('renders the banner form, the Consent Mode script, and the panel when the address asks for it', async () => {
    const html = await serverHtml('/tv?consent-settings=open');
    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');

    const banner = doc.querySelector('section[aria-label="Cookie consent"]')!;
    expect(banner.querySelector('form')!.getAttribute('action')).toBe('/api/consent');
    const dialog = doc.querySelector('[role="dialog"]')!;
    expect(dialog.textContent).toContain('Cookie settings');
    const panelForm = dialog.querySelector('form')!;
    expect(panelForm.getAttribute('method')).toBe('post');
    expect(panelForm.getAttribute('action')).toBe('/api/consent');
    expect((panelForm.querySelector('input[name="redirectTo"]') as HTMLInputElement).value).toBe('/tv');
    expect([...panelForm.querySelectorAll('input[type="checkbox"][name]')].map((box) => box.getAttribute('name'))).toEqual([
      'preferences',
      'statistics',
      'advertising',
    ]);
    expect([...panelForm.querySelectorAll('button[name="intent"]')].map((button) => button.getAttribute('value'))).toEqual([
      'save',
      'accept-all',
      'necessary-only',
      'close',
    ]);
    const script = doc.querySelector('script')!.textContent!;
    expect(script).toContain("'consent','default'");
  });

  it('checks the stored levels in the panel and leaves out the banner for a returning shopper', async () => {
    const html = await serverHtml('/?consent-settings=open', advertisingOnly);
    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
    expect(doc.querySelector('section[aria-label="Cookie consent"]')).toBeNull();
    const checked = [...doc.querySelectorAll('input[type="checkbox"][name]')].filter((box) => box.hasAttribute('checked'));
    expect(checked.map((box) => box.getAttribute('name'))).toEqual(['advertising']);
  });

  it('hydrates without mismatches', async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverHtml('/tv?consent-settings=open');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, app('/tv?consent-settings=open'));
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
