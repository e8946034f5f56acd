// Server-only entry: route loaders/actions and the storefront server use these; never import from browser code.
export {
  publicUrl,
  requestContext,
  type StorefrontLoadContext,
  type StorefrontRequestContext,
} from './lib/server/request-context.server';
export { storefrontEnvSchema, type StorefrontEnv } from './lib/server/storefront-env.server';
export { switchLocaleAction, switchLocaleLoader } from './lib/server/switch-locale.server';
export { safeRedirectPath } from './lib/server/safe-redirect-path.server';
