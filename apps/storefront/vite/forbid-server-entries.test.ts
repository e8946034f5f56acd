import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { ResolvedConfig } from 'vite';
import { itAnswersYesOrNo } from '@kori/util-testing';
import { callResolveId } from './call-resolve-id.test-support';
import { forbidServerEntries, isServerEntry, serverEntryMessage } from './forbid-server-entries';

const root = '/repo';

describe('isServerEntry', () => {
  itAnswersYesOrNo(isServerEntry, {
    yes: [
      '@kori/catalog/server',
      '@kori/shell/server',
      '@kori/graphql-schema/server',
      '/repo/libs/catalog/src/server.ts',
      '/repo/libs/auth/src/server.tsx',
      '/repo/libs/graphql-schema/src/server/create-graphql-requester.ts',
      '/repo/libs/catalog/src/server.ts?v=123',
      'libs/i18n/src/server.ts',
    ],
    no: [
      '@kori/catalog',
      '@kori/catalog/testing',
      '@kori/serverless',
      '/repo/libs/catalog/src/index.ts',
      '/repo/libs/catalog/src/lib/server-time.ts',
      '/repo/libs/catalog/src/servers.ts',
      '/repo/apps/storefront/server/app.ts',
      'react-dom/server',
      '/repo/node_modules/react-dom/server.browser.js',
    ],
  });
});

describe('serverEntryMessage', () => {
  it('names the server module and its importer relative to the workspace', () => {
    const message = serverEntryMessage('/repo/libs/catalog/src/server.ts', '/repo/apps/storefront/app/widget.tsx', root);
    expect(message).toContain('Server-only module libs/catalog/src/server.ts is imported into the browser bundle by apps/storefront/app/widget.tsx.');
  });
});

/** Calls the plugin's resolveId as Vite would, with a resolver double for the rest of the pipeline. */
async function resolveWith(options: { command: 'build' | 'serve'; ssr: boolean; source: string; resolvesTo: string }) {
  const plugin = forbidServerEntries({ root });
  (plugin.configResolved as (config: ResolvedConfig) => void)({ command: options.command } as ResolvedConfig);
  const errors: string[] = [];
  const context = {
    error(message: string): never {
      errors.push(message);
      throw new Error(message);
    },
    resolve: jest.fn(async () => ({ id: options.resolvesTo, external: false })),
  };
  let result: unknown;
  try {
    result = await callResolveId(plugin, context, options.source, '/repo/apps/storefront/app/widget.tsx', options.ssr);
  } catch {
    // recorded in errors
  }
  return { errors, result, resolve: context.resolve };
}

describe('forbidServerEntries resolveId', () => {
  it('fails the client build on an import of a server alias, naming the importer', async () => {
    const { errors } = await resolveWith({ command: 'build', ssr: false, source: '@kori/catalog/server', resolvesTo: '/repo/libs/catalog/src/server.ts' });
    expect(errors).toEqual([expect.stringContaining('@kori/catalog/server is imported into the browser bundle by apps/storefront/app/widget.tsx')]);
  });

  it('fails the client build when a relative import resolves to a server entry file', async () => {
    const { errors } = await resolveWith({ command: 'build', ssr: false, source: '../../libs/auth/src/server', resolvesTo: '/repo/libs/auth/src/server.ts' });
    expect(errors).toEqual([expect.stringContaining('libs/auth/src/server.ts is imported into the browser bundle by apps/storefront/app/widget.tsx')]);
  });

  it('leaves browser-safe imports resolved as they were', async () => {
    const { errors, result } = await resolveWith({ command: 'build', ssr: false, source: '@kori/catalog', resolvesTo: '/repo/libs/catalog/src/index.ts' });
    expect(errors).toEqual([]);
    expect(result).toEqual({ id: '/repo/libs/catalog/src/index.ts', external: false });
  });

  it('allows server entries in the server (SSR) build', async () => {
    const { errors, resolve } = await resolveWith({ command: 'build', ssr: true, source: '@kori/catalog/server', resolvesTo: '/repo/libs/catalog/src/server.ts' });
    expect(errors).toEqual([]);
    expect(resolve).not.toHaveBeenCalled();
  });

  it('stays out of the dev server', async () => {
    const { errors } = await resolveWith({ command: 'serve', ssr: false, source: '@kori/catalog/server', resolvesTo: '/repo/libs/catalog/src/server.ts' });
    expect(errors).toEqual([]);
  });
});

describe('client build with the guard (vite/check-client-bundle.mjs)', () => {
  it('fails a client build that imports a server entry and passes a browser-safe one', () => {
    const script = path.join(__dirname, 'check-client-bundle.mjs');
    const run = spawnSync(process.execPath, [script], { cwd: path.resolve(__dirname, '../../..'), encoding: 'utf8', timeout: 120_000 });
    expect(run.stdout).toContain('ok   client import of @kori/shell/server: build failed');
    expect(run.stdout).toContain('by apps/storefront/vite/__fixtures__/imports-server-file/widget.ts');
    expect(run.stdout).toContain('ok   client import of a browser-safe entry: build passed');
    expect(run.status).toBe(0);
  }, 120_000);
});
