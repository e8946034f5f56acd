// Reaches a lib's server.ts by a relative path instead of the alias: still a server entry.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { requestContext } from '../../../../../libs/shell/src/server';

export const widget = requestContext;
