import path from 'node:path';
import type { Plugin } from 'vite';

/** `@kori/<lib>/server` (the alias) or any deeper path under it. */
const SERVER_ALIAS = /^@kori\/[^/]+\/server(?:\/.*)?$/;
/** `libs/<lib>/src/server.ts` (or .tsx) or anything inside `libs/<lib>/src/server/`. */
const SERVER_FILE = /(?:^|\/)libs\/[^/]+\/src\/server(?:\.tsx?|\/.+)$/;

function normalise(id: string): string {
  const [withoutQuery = ''] = id.split('?');
  return withoutQuery.split(path.sep).join('/');
}

/** Whether an import specifier or resolved module id is a lib's server-only entry. */
export function isServerEntry(id: string): boolean {
  const clean = normalise(id);
  return SERVER_ALIAS.test(clean) || SERVER_FILE.test(clean);
}

export function serverEntryMessage(serverModule: string, importer: string | undefined, root: string): string {
  const show = (id: string) => {
    const clean = normalise(id);
    return path.isAbsolute(clean) ? path.relative(root, clean).split(path.sep).join('/') : clean;
  };
  return (
    `Server-only module ${show(serverModule)} is imported into the browser bundle` +
    (importer ? ` by ${show(importer)}` : '') +
    '. Only route loaders/actions and other server code may import a lib\'s server entry; ' +
    'export what the browser needs from the lib\'s index.ts instead.'
  );
}

export interface ForbidServerEntriesOptions {
  /** Root used to print short paths in the error; defaults to the current directory. */
  root?: string;
}

/**
 * Fails the client (non-SSR) build when any module resolves to a lib's server entry, naming the importer.
 * Remix strips loaders/actions (and their imports) from route modules before this check sees them, so a
 * route that only re-exports its loader from `@kori/x/server` passes; anything that would really ship
 * server code to the browser does not.
 */
export function forbidServerEntries(options: ForbidServerEntriesOptions = {}): Plugin {
  const root = options.root ?? process.cwd();
  let isBuild = false;
  return {
    name: 'kori:forbid-server-entries',
    enforce: 'pre',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    async resolveId(source, importer, resolveOptions) {
      // Only the browser bundle is guarded; the dev server reports the same through the build.
      if (!isBuild || resolveOptions?.ssr) return null;
      if (isServerEntry(source)) {
        this.error(serverEntryMessage(source, importer, root));
      }
      const resolved = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true });
      if (resolved && !resolved.external && isServerEntry(resolved.id)) {
        this.error(serverEntryMessage(resolved.id, importer, root));
      }
      return resolved;
    },
  };
}
