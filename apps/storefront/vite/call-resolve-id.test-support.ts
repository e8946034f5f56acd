// Test-only: calls a Vite plugin's resolveId hook as Vite would, with the plugin context the test builds.
import type { Plugin } from 'vite';

export function callResolveId<Context>(plugin: Plugin, context: Context, source: string, importer: string, ssr: boolean): Promise<unknown> {
  const resolveId = plugin.resolveId as unknown as (this: Context, source: string, importer: string, opts: { ssr: boolean }) => Promise<unknown>;
  return resolveId.call(context, source, importer, { ssr });
}
