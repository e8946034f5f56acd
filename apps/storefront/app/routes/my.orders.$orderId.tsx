// Signed-out shoppers are sent to the login overlay; meta comes from the loader's `meta` through the root.
export { orderDetailsLoader as loader } from '@kori/auth/server';
export { OrderDetailsPage as default, orderDetailsHandle as handle } from '@kori/auth';
