// React Router's v7 behaviours that Remix's v3 future flags switch on, for the data routers of tests
// (without them, each router warns of the change).
export const routerFuture = {
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_relativeSplatPath: true,
  v7_skipActionErrorRevalidation: true,
} as const;
