import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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
