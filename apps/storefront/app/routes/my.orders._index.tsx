// Signed-out shoppers are sent to the login overlay; meta comes from the loader's `meta` through the root.
export { myOrdersLoader as loader } from '@kori/auth/server';
export { MyOrdersPage as default, myOrdersHandle as handle } from '@kori/auth';
