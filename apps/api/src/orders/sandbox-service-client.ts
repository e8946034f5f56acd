import type { z } from 'zod';

export interface SandboxServiceOptions {
  /** e.g. `http://127.0.0.1:4010/invoices/api` */
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  onError?: (message: string, fields: Record<string, unknown>) => void;
}

export interface SandboxServiceCall<S extends z.ZodType> {
  /** Under the base URL, e.g. `/shipments/T-1`. */
  path: string;
  init?: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };
  /** What a good answer looks like; anything else reads as no answer. */
  schema: S;
  /** Logged with every failure, e.g. `{ invoiceId }`. */
  fields: Record<string, unknown>;
  /** A 404 means "not known" here: null without an error logged. */
  notFoundIsNull?: boolean;
}

/**
 * A JSON service of the order pages (invoices, couriers) over HTTP. Every call has a timeout; a refusal,
 * an answer of an unknown shape or no answer at all is logged as `<service> refused` /
 * `<service> answered an unknown shape` / `<service> unreachable` and reads as null, never a failure.
 */
export function createSandboxServiceClient(service: string, options: SandboxServiceOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  return {
    async call<S extends z.ZodType>(request: SandboxServiceCall<S>): Promise<z.infer<S> | null> {
      try {
        const response = await fetchImpl(`${base}${request.path}`, {
          ...request.init,
          headers: { accept: 'application/json', ...request.init?.headers },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (response.status === 404 && request.notFoundIsNull) return null;
        if (!response.ok) {
          options.onError?.(`${service} refused`, { status: response.status, ...request.fields });
          return null;
        }
        const parsed = request.schema.safeParse(await response.json());
        if (!parsed.success) {
          options.onError?.(`${service} answered an unknown shape`, request.fields);
          return null;
        }
        return parsed.data;
      } catch (error) {
        options.onError?.(`${service} unreachable`, { ...request.fields, error: error instanceof Error ? error.message : String(error) });
        return null;
      }
    },
  };
}
