import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadPageCatalogue, PageCatalogueProvider } from '@kori/i18n';

// The page's catalogue is a file of its own (kept by the browser across pages), loaded before hydrating.
// Should it fail, the server's page stays as it is: every page works without JavaScript.
loadPageCatalogue(document).then(
  (page) => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <PageCatalogueProvider value={page}>
            <RemixBrowser />
          </PageCatalogueProvider>
        </StrictMode>,
      );
    });
  },
  (error: unknown) => console.error('The page was not made interactive: its texts did not load', error),
);
