import { PassThrough } from 'node:stream';
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Streams `element` as the storefront's entry.server does for a browser: sent from the shell on, not
 * after everything. For tests in the node environment (`@jest-environment node`).
 */
export async function streamShellHtml(element: ReactElement): Promise<string> {
  // Imported on use: in jsdom tests, which import this module too, react-dom/server is the browser build.
  const { renderToPipeableStream } = await import('react-dom/server');
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onShellReady() {
        const body = new PassThrough();
        let html = '';
        body.on('data', (chunk: Buffer) => (html += chunk.toString()));
        body.on('end', () => resolve(html));
        pipe(body);
      },
      onShellError: reject,
    });
  });
}

export interface HydratedPage {
  /** The element the server's HTML was put into, attached to the document. */
  container: HTMLElement;
  /** Everything logged with console.error since hydration began (mismatches show up here). */
  consoleErrors: unknown[][];
  /** Stops recording console.error and removes the container. */
  done(): void;
}

/**
 * Puts server-rendered HTML into the document and hydrates `element` over it, recording console
 * errors (hydration mismatches) until `done()`, so a test can check that hydration kept the server's
 * DOM and complained about nothing, also after code that loads later.
 */
export async function hydrateServerHtml(html: string, element: ReactElement): Promise<HydratedPage> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  // As @testing-library/react does (not imported here: it registers test hooks on import, and pages
  // built in an isolated module registry import this module mid-test).
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const consoleErrors: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => consoleErrors.push(args);
  await act(async () => {
    hydrateRoot(container, element);
  });
  return {
    container,
    consoleErrors,
    done() {
      console.error = original;
      container.remove();
    },
  };
}
