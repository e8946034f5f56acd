/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { SUPPORTED_LOCALES, type Locale } from '@kori/i18n';
import { testMessages } from '@kori/i18n/testing';
import { ErrorBoundary } from './root';
import * as splatRoute from './routes/$';
import { renderInRouter } from './testing/render-in-router';

// The root loader is server code (it reaches the auth provider's SDK); it has its own node test.
jest.mock('./root-loader.server', () => ({ rootLoader: jest.fn() }));

function renderError(locale: Locale, child: { path: string; loader: () => never }, url: string) {
  return renderInRouter(null, {
    locale,
    url,
    routes: [{ id: 'root', path: '/', element: <Outlet />, errorElement: <ErrorBoundary />, children: [child] }],
  });
}

describe('404 page', () => {
  it.each(SUPPORTED_LOCALES)('renders in %s for an unknown address, inside the site frame', async (locale) => {
    const messages = testMessages(locale);
    renderError(locale, { path: '*', loader: splatRoute.loader }, '/no/such/page/here');
    expect(await screen.findByRole('heading', { level: 1, name: messages['errors.notFound.title'] })).toBeInTheDocument();
    expect(screen.getByText(messages['errors.notFound.text']!)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages['errors.notFound.home'] })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('is what a loader throwing a 404 response gets', async () => {
    renderError('en-FI', { path: ':categoryId', loader: () => { throw new Response(null, { status: 404 }); } }, '/unknown-category');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('500 page', () => {
  it.each(SUPPORTED_LOCALES)('renders in %s when a loader fails', async (locale) => {
    const messages = testMessages(locale);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderError(locale, { path: '*', loader: () => { throw new Error('API down'); } }, '/tv?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: messages['errors.server.title'] })).toBeInTheDocument();
    expect(screen.getByText(messages['errors.server.text']!)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages['errors.server.retry'] })).toHaveAttribute('href', '/tv?page=2');
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'API down' }));
    consoleError.mockRestore();
  });

  it('also covers other error statuses', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderError('en-FI', { path: '*', loader: () => { throw new Response(null, { status: 503 }); } }, '/deals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
