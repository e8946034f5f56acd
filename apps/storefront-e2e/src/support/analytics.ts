import type { BrowserContext, Page, Request } from '@playwright/test';

export const COLLECTOR_PATH = '/api/analytics';

export interface CollectedEvent {
  name: string;
  occurredAt: string;
  clientId: string;
  params: Record<string, unknown>;
}

const isCollectorCall = (request: Request) => new URL(request.url()).pathname === COLLECTOR_PATH;

/** The events in one collector request (fetch or beacon), or [] when the body cannot be read. */
export function collectedEvents(request: Request): CollectedEvent[] {
  try {
    const body = request.postDataJSON() as { events?: CollectedEvent[] } | null;
    return Array.isArray(body?.events) ? body.events : [];
  } catch {
    return [];
  }
}

/**
 * Records every request to the first-party collector made in the context: fetches, beacons and keepalive
 * requests of pages being left alike.
 */
export function recordCollectorCalls(context: BrowserContext): Request[] {
  const calls: Request[] = [];
  context.on('request', (request) => {
    if (isCollectorCall(request)) calls.push(request);
  });
  return calls;
}

/** Resolves with the first collector request that carries a matching event. */
export function waitForCollectedEvent(page: Page, matches: (event: CollectedEvent) => boolean): Promise<Request> {
  return page.waitForRequest(
    (request) => isCollectorCall(request) && request.method() === 'POST' && collectedEvents(request).some(matches),
  );
}

export type DataLayerEntry = { command: unknown[] } | Record<string, unknown>;

/** window.dataLayer, with the Consent Mode commands (tagged arrays) as `{ command: [...] }`. */
export function readDataLayer(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
    return layer.map((entry) => (Array.isArray(entry) ? { command: Array.from(entry) } : (entry as Record<string, unknown>)));
  });
}

export const isCommand = (entry: DataLayerEntry): entry is { command: unknown[] } => 'command' in entry && Array.isArray(entry.command);

/** The Consent Mode commands in the data layer, e.g. ['consent', 'default', {...}]. */
export const consentCommands = (entries: DataLayerEntry[]) => entries.filter(isCommand).map((entry) => entry.command);

/** The GA4 events in the data layer (entries with an `event` name). */
export const dataLayerEvents = (entries: DataLayerEntry[]) =>
  entries.filter((entry): entry is Record<string, unknown> => !isCommand(entry) && typeof entry['event'] === 'string');
