import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The domain, the catalogue and the database know nothing of GraphQL: resolvers map their types and
// turn their typed errors into GraphQL errors, so the transport can change without touching them.
const TRANSPORT_FREE = ['domain', 'catalog', 'db', 'auth', 'coupons'];
const TRANSPORT_IMPORT = /from\s+'(graphql|graphql-yoga|[./]+\/graphql\/[^']*)'/g;

function sourceFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(dir, file));
}

describe('API layering', () => {
  it.each(TRANSPORT_FREE)('%s/ imports nothing from GraphQL', (folder) => {
    const offenders = sourceFiles(join(__dirname, folder)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(TRANSPORT_IMPORT)].map((match) => `${relative(__dirname, file)}: ${match[1]}`),
    );
    expect(offenders).toEqual([]);
  });
});
