import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ownerOf, type MessageOwners } from '@kori/i18n/testing';
import en from './generated/messages/en.json';
import { sourceFiles, WORKSPACE_ROOT as workspaceRoot } from './workspace-sources.test-support';

// `MessageKey` is a plain string (each lib owns its keys, so no type lists them all): this check is what
// finds a message id that no catalogue has. Where the storefront's texts are asked for: every lib and this app.
const SOURCE_DIRS = ['libs', 'apps/storefront/app', 'apps/storefront/server'];

const namespaces = [...new Set(Object.keys(en).map((key) => key.split('.')[0]))].join('|');
// A message id written out in code: `id="ns.key"`, `id: 'ns.key'`, `id={'ns.key'}` or a `...Key` prop/field
// holding one. Ids built at run time (template strings) cannot be seen here and are left to their tests.
const MESSAGE_ID = new RegExp(`\\b(?:id|[A-Za-z]*Key)\\s*[:=]\\s*\\{?\\s*['"]((?:${namespaces})\\.[A-Za-z0-9_.-]+)['"]`, 'g');

function messageIds(text: string): string[] {
  return [...text.matchAll(MESSAGE_ID)].map((match) => match[1] ?? '');
}

/** Every written-out message id in `text` that the catalogue does not have. */
function unknownMessageIds(text: string, known: Record<string, unknown>): string[] {
  return messageIds(text).filter((id) => !(id in known));
}

describe('message ids used in code', () => {
  const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(workspaceRoot, dir)));

  it('are all in the catalogues (which the catalogue check keeps identical in fi, en, sv and nl)', () => {
    const missing = files.flatMap((file) =>
      unknownMessageIds(readFileSync(file, 'utf8'), en).map((id) => `${relative(workspaceRoot, file)}: ${id}`),
    );
    expect(missing).toEqual([]);
  });

  it('are found in the usual spellings, so the check above has something to check', () => {
    const text = [
      `intl.formatMessage({ id: 'shell.nope' })`,
      `<FormattedMessage id="errors.nope" />`,
      `<FormattedMessage id={'nav.nope'} />`,
      `const item = { to: '/x', titleKey: 'shell.alsoNope' }`,
      `intl.formatMessage({ id: 'shell.skipToContent' })`,
      `logger.warn('auth.session.ended')`,
    ].join('\n');
    expect(unknownMessageIds(text, en)).toEqual(['shell.nope', 'errors.nope', 'nav.nope', 'shell.alsoNope']);
    // And the workspace scan reaches the real call sites.
    const used = new Set(files.flatMap((file) => messageIds(readFileSync(file, 'utf8'))));
    expect(used.size).toBeGreaterThan(100);
  });
});

/**
 * Message ids a lib's code (tests included) uses that neither its own catalogue nor a lib it imports owns,
 * as `file: id (owner)`. `sources` maps each file of the lib to its text.
 */
function foreignMessageIds(lib: string, sources: Record<string, string>, owners: MessageOwners): string[] {
  const everything = Object.values(sources).join('\n');
  return Object.entries(sources).flatMap(([file, text]) =>
    messageIds(text)
      .map((id) => ({ id, dir: ownerOf(id, owners)?.dir }))
      .filter(({ dir }) => {
        const owner = /^libs\/([^/]+)\//.exec(dir ?? '')?.[1];
        return owner !== lib && !(owner && new RegExp(`from '@kori/${owner}(/(server|testing))?'`).test(everything));
      })
      .map(({ id, dir }) => `${file}: ${id} (${dir ?? 'no owner'})`),
  );
}

// A lib's tests render its own texts and those of the libs below it, so a copy change in one lib needs to
// re-run only that lib's tests and those of the libs depending on it (what Nx re-runs).
describe("the message ids a lib's code uses", () => {
  const owners = JSON.parse(readFileSync(join(workspaceRoot, 'tools/scripts/i18n/message-owners.json'), 'utf8')) as MessageOwners;

  it('are owned by the lib itself or by a lib it imports', () => {
    // @kori/i18n holds no texts: its own tests format small fixture catalogues.
    const libs = readdirSync(join(workspaceRoot, 'libs')).filter((lib) => lib !== 'i18n');
    const problems = libs.flatMap((lib) => {
      const files = sourceFiles(join(workspaceRoot, 'libs', lib), { tests: true });
      const sources = Object.fromEntries(files.map((file) => [relative(workspaceRoot, file), readFileSync(file, 'utf8')]));
      return foreignMessageIds(lib, sources, owners);
    });
    expect(problems).toEqual([]);
  });

  it('are reported when another lib owns them and is not imported', () => {
    const sources = {
      'libs/orders/src/a.tsx': `import { Money } from '@kori/ui';\n<FormattedMessage id="orders.title" />`,
      'libs/orders/src/b.tsx': `intl.formatMessage({ id: 'shell.notification.close' }); intl.formatMessage({ id: 'cart.title' });`,
      'libs/orders/src/c.test.tsx': `<FormattedMessage id="nav.deals" />`,
    };
    expect(foreignMessageIds('orders', sources, { 'libs/orders/src/messages': ['orders'], 'libs/ui/src/messages': ['shell.notification'], 'libs/cart/src/messages': ['cart'], 'apps/storefront/app/messages': ['nav'] })).toEqual([
      'libs/orders/src/b.tsx: cart.title (libs/cart/src/messages)',
      'libs/orders/src/c.test.tsx: nav.deals (apps/storefront/app/messages)',
    ]);
  });
});
