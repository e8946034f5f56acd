import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteConfigEntry } from '@remix-run/dev/dist/config/routes.js';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { flatRouteConfig } from './route-config';

interface FlatRoute {
  file: string;
  path: string | undefined;
  index: boolean;
  parent: string;
}

/** The config as the router's route objects, so matching ranks addresses exactly as Remix does. */
function routeObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => ({
    id: entry.file,
    ...(entry.index ? { index: true as const } : { path: entry.path, children: routeObjects(entry.children ?? []) }),
  })) as RouteObject[];
}

function flatten(entries: RouteConfigEntry[], parent = 'root'): FlatRoute[] {
  return entries.flatMap((entry) => [
    { file: entry.file, path: entry.path, index: Boolean(entry.index), parent },
    ...flatten(entry.children ?? [], entry.file),
  ]);
}

describe('route config', () => {
  const routes = flatten(flatRouteConfig(__dirname));
  const byFile = (file: string) => routes.find((route) => route.file === file);

  it('serves home, category and product pages as separate top-level pages', () => {
    expect(byFile('routes/_index.tsx')).toMatchObject({ index: true, parent: 'root' });
    expect(byFile('routes/$categoryId.tsx')).toMatchObject({ path: ':categoryId', parent: 'root' });
    // Not nested in the category page: its loader and component must not run for a product.
    expect(byFile('routes/$categoryId_.$productName.$productId.tsx')).toMatchObject({
      path: ':categoryId/:productName/:productId',
      parent: 'root',
    });
  });

  it('sends every other address to the 404 splat route', () => {
    expect(byFile('routes/$.tsx')).toMatchObject({ path: '*', parent: 'root' });
  });

  it('has the language switch endpoint', () => {
    expect(byFile('routes/api.locale.tsx')).toMatchObject({ path: 'api/locale' });
  });

  it('never turns test files or stylesheets beside route modules into routes', () => {
    const appDirectory = mkdtempSync(path.join(tmpdir(), 'kori-routes-'));
    try {
      mkdirSync(path.join(appDirectory, 'routes'));
      for (const file of ['root.tsx', 'routes/deals.tsx', 'routes/deals.test.tsx', 'routes/deals.test.ts', 'routes/deals.css']) {
        writeFileSync(path.join(appDirectory, file), 'export default function Page() { return null; }\n');
      }
      expect(flatten(flatRouteConfig(appDirectory)).map((route) => route.file)).toEqual(['routes/deals.tsx']);
    } finally {
      rmSync(appDirectory, { recursive: true, force: true });
    }
  });

  it.each([
    ['/api/cookies/consent-levels/', 'routes/api.cookies.$name.tsx'],
    ['/api/cookies/cart-id', 'routes/api.cookies.$name.tsx'],
    ['/smartphones/nordic-phone-12/42', 'routes/$categoryId_.$productName.$productId.tsx'],
    ['/iphone-16-128-gb-price', 'routes/$categoryId.tsx'],
    ['/no/such/page/here', 'routes/$.tsx'],
    ['/checkout/shipping', 'routes/checkout.shipping.tsx'],
    ['/checkout/processing', 'routes/checkout.processing.tsx'],
    ['/checkout/success', 'routes/checkout.success.tsx'],
    ['/auth_response', 'routes/auth_response.tsx'],
    ['/payment-completed', 'routes/payment-completed.tsx'],
    ['/avarda-checkout-v3', 'routes/avarda-checkout-v3.tsx'],
  ])('sends %s to %s', (address, file) => {
    // The cookie API has three segments, like a product address, and must still win over it.
    const matched = matchRoutes(routeObjects(flatRouteConfig(__dirname)), address);
    expect(matched?.at(-1)?.route.id).toBe(file);
  });
});
