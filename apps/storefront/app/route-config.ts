import { flatRoutes } from '@remix-run/dev/dist/config/flat-routes.js';
import { routeManifestToRouteConfig, type RouteConfigEntry } from '@remix-run/dev/dist/config/routes.js';

/** Tests and styles may sit next to route modules without becoming routes. */
export const IGNORED_ROUTE_FILES = ['**/*.test.{ts,tsx}', '**/*.css'];

/**
 * The flat file routes under `<appDirectory>/routes`, exactly as @remix-run/fs-routes builds them. That
 * package is not installed here, so this calls the same implementation inside @remix-run/dev.
 */
export function flatRouteConfig(appDirectory: string): RouteConfigEntry[] {
  return routeManifestToRouteConfig(flatRoutes(appDirectory, IGNORED_ROUTE_FILES));
}
