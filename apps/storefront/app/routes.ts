// Route config (v3_routeConfig): the flat file routes under app/routes, exactly as @remix-run/fs-routes
// builds them. That package is not installed here, so this calls the same implementation in @remix-run/dev.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flatRoutes } from '@remix-run/dev/dist/config/flat-routes.js';
import { routeManifestToRouteConfig } from '@remix-run/dev/dist/config/routes.js';

const appDirectory = dirname(fileURLToPath(import.meta.url));
// Tests and styles may sit next to route modules without becoming routes.
const ignoredRouteFiles = ['**/*.test.{ts,tsx}', '**/*.css'];

export default routeManifestToRouteConfig(flatRoutes(appDirectory, ignoredRouteFiles));
