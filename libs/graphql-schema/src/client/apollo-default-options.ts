/**
 * Tells Apollo Client's types that queries may run with error policy `all`: when caching is disabled
 * the client's defaults are no-cache + errorPolicy all. The declaration is optional,
 * so result types stay correct for both the cached (errorPolicy none) and the disabled case.
 */
/* eslint-disable @typescript-eslint/no-namespace -- Apollo declares default options by namespace augmentation. */
declare module '@apollo/client' {
  export namespace ApolloClient {
    export namespace DeclareDefaultOptions {
      interface WatchQuery {
        errorPolicy?: 'none' | 'all';
      }
      interface Query {
        errorPolicy?: 'none' | 'all';
      }
    }
  }
}
/* eslint-enable @typescript-eslint/no-namespace */

export {};
