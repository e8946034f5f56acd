// Route config (v3_routeConfig): the flat file routes under app/routes.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flatRouteConfig } from './route-config';

export default flatRouteConfig(dirname(fileURLToPath(import.meta.url)));
