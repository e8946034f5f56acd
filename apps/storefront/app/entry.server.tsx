import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { PageCatalogueProvider } from '@kori/i18n';
import { pageCatalogueFor } from '@kori/i18n/server';
import { requestContext, type StorefrontLoadContext } from '@kori/shell/server';
import { CspNonceContext } from './csp-nonce';
import { StylesheetTextContext } from './layout/inline-stylesheets';
import { createNonceInlineScripts } from './nonce-inline-scripts.server';
import { createStripNulBytes } from './strip-nul-bytes.server';

/** How long deferred loader data may stream before the response is cut off (single fetch). */
export const streamTimeout = 5_000;

/**
 * Streams the HTML. Browsers get the shell as soon as it is ready and deferred parts as they resolve;
 * bots (and anything that cannot wait) get the whole document at once.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const waitForAll = isbot(request.headers.get('user-agent') ?? '');
  // Set by the server with the Content-Security-Policy header; every inline script must carry it.
  const nonce = (loadContext as { cspNonce?: string }).cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce ?? ''}>
        <StylesheetTextContext.Provider value={(loadContext as Partial<StorefrontLoadContext>).storefront?.stylesheetText ?? null}>
          {/* The request's catalogue, from the server's own; the browser loads the same from the file it names. */}
          <PageCatalogueProvider value={pageCatalogueFor(requestContext(loadContext).locale)}>
            <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
          </PageCatalogueProvider>
        </StylesheetTextContext.Provider>
      </CspNonceContext.Provider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = new PassThrough();
          const stripped = body.pipe(createStripNulBytes());
          const clean = nonce ? stripped.pipe(createNonceInlineScripts(nonce)) : stripped;
          responseHeaders.set('content-type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(clean), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reach handleError through the rejected promise; log the rest.
          if (shellRendered) requestContext(loadContext).logger.error('streaming render failed', { error });
        },
      },
    );
    // Leave React a moment past the stream timeout to flush the rejected boundaries, then stop.
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** Logs loader, action and render errors of a request with its request id; aborted requests are not errors. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const logger = (() => {
    try {
      return requestContext(context).logger;
    } catch {
      return null;
    }
  })();
  const fields = { error, method: request.method, url: new URL(request.url).pathname };
  if (logger) logger.error('request failed', fields);
  else console.error('request failed', fields);
};
