/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { ApolloConfigProvider, LazyApolloProvider, loadApolloClient, useApolloClient } from './lazy-apollo';

function Probe() {
  return <p>client:{String(useApolloClient())}</p>;
}

describe('lazy Apollo Client on the server', () => {
  it('renders the fallback and no client: page data comes from loaders', () => {
    const html = renderToString(
      <ApolloConfigProvider endpoint="/graphql">
        <LazyApolloProvider fallback={<p>later</p>}>
          <p>interactive part</p>
        </LazyApolloProvider>
        <Probe />
      </ApolloConfigProvider>,
    );
    expect(html).toContain('later');
    expect(html).not.toContain('interactive part');
    expect(html).toContain('client:<!-- -->null');
  });

  it('never creates a client', async () => {
    await expect(loadApolloClient('/graphql')).rejects.toThrow('Apollo Client is loaded only in the browser');
  });
});
