// The part of Apollo Client the browser fetches only when a feature asks for it (lazy-apollo.tsx): the
// client factory and the provider, so that neither lands in the chunk every page loads.
export { ApolloProvider } from '@apollo/client/react';
export { createApolloClient as createClient } from './create-apollo-client';
