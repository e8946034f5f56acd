// A page with the login overlay as the storefront renders it, for server-rendering and hydration tests.
import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { TestI18nProvider } from '@kori/i18n/testing';
import { createTestAuthRootData } from '../../testing';
import { LoginOverlay, preloadLoginOverlay } from '../login/login-overlay';

export function overlayPage(url: string) {
  const page = (
    <>
      <main>deals page</main>
      <LoginOverlay data={createTestAuthRootData()} />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [url] });
  return (
    <TestI18nProvider locale="en-FI">
      <Provider store={createStore()}>
        <RouterProvider router={router} />
      </Provider>
    </TestI18nProvider>
  );
}

/** The server's HTML of `overlayPage(url)`, with the dialog's code loaded as the server has it. */
export async function overlayPageHtml(url: string): Promise<string> {
  await preloadLoginOverlay();
  return renderToString(overlayPage(url));
}
