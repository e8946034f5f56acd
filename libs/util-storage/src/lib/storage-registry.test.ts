import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { STORAGE_REGISTRY, storageEntries, type StorageKind } from './storage-registry';

// Where the shop's browser-side names are written: every lib and the storefront app.
const workspaceRoot = join(__dirname, '../../../..');
const SOURCE_DIRS = ['libs', 'apps/storefront/app', 'apps/storefront/server'];
const SKIPPED_DIRS = new Set(['node_modules', 'generated', 'build', 'dist', 'testing']);
// The registry itself and the texts that render it are not uses.
const SKIPPED_FILES = /(?:storage-registry\.ts|testing\.ts|\.test\.tsx?)$/;

/** How code names a cookie or a local-storage key; each pattern's first group is the name. */
const PATTERNS: Record<StorageKind, RegExp[]> = {
  cookie: [
    // `const SESSION_COOKIE = 'stytch_session'`, `CONSENT_COOKIE_NAME = 'consent-levels'`
    /\b[A-Z][A-Z0-9_]*COOKIE(?:_NAME)?\s*=\s*['"`]([^'"`$]+)['"`]/g,
    // `readCookie(header, 'name')`, `serializeSetCookie('name', ...)`
    /\breadCookie\((?:[^(),]|\([^()]*\))+,\s*['"`]([^'"`$]+)['"`]\s*\)/g,
    /\bserializeSetCookie\(\s*['"`]([^'"`$]+)['"`]/g,
    // `document.cookie = 'name=...'`, a Set-Cookie value written out: `'name=value; Max-Age=...'`
    /\bcookie\s*=\s*['"`]([A-Za-z0-9_-]+)=/g,
    /['"`]([A-Za-z0-9_-]+)=[^'"`]*;\s*(?:Max-Age|Path|Expires|HttpOnly|SameSite)/gi,
    // The page's cookie API allow-list (`'cart-id': { value: ... }`) and the session cookie list.
    /^\s*['"]([A-Za-z0-9_-]+)['"]\s*:\s*\{\s*value:/gm,
    // (a list of constants instead of names is read through those constants' own definitions)
    /\bSESSION_COOKIE_NAMES\b[^=]*=\s*\[(\s*['"`][^\]]*)\]/g,
  ],
  localStorage: [
    // `const FEATURE_FLAGS_STORAGE_KEY = 'feature-flags'`
    /\b[A-Z][A-Z0-9_]*STORAGE_KEY\s*=\s*['"`]([^'"`$]+)['"`]/g,
    // `localStorage.getItem('key')`, `storage?.setItem('key', ...)`, `createStoredAtom('key', ...)`
    /\b(?:localStorage|sessionStorage|storage)\??\.(?:getItem|setItem|removeItem)\(\s*['"`]([^'"`$]+)['"`]/g,
    /\bcreateStoredAtom(?:<[^>]*>)?\(\s*['"`]([^'"`$]+)['"`]/g,
  ],
};

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) sourceFiles(join(dir, entry.name), found);
    } else if (/\.(ts|tsx)$/.test(entry.name) && !SKIPPED_FILES.test(entry.name)) {
      found.push(join(dir, entry.name));
    }
  }
  return found;
}

/** Names of one kind written out in `text`. A list capture (`[...]`) gives each quoted name in it. */
function namesIn(text: string, kind: StorageKind): string[] {
  return PATTERNS[kind].flatMap((pattern) =>
    [...text.matchAll(pattern)].flatMap((match) => {
      const captured = match[1] ?? '';
      const quoted = [...captured.matchAll(/['"`]([^'"`]+)['"`]/g)].map((inner) => inner[1] ?? '');
      return quoted.length > 0 ? quoted : [captured];
    }),
  );
}

describe('the registry of cookies and local-storage keys', () => {
  const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(workspaceRoot, dir)));
  const used = (kind: StorageKind) => {
    const found = new Map<string, string>();
    for (const file of files) for (const name of namesIn(readFileSync(file, 'utf8'), kind)) found.set(name, relative(workspaceRoot, file));
    return found;
  };

  it.each(['cookie', 'localStorage'] as const)('lists every %s name the code uses', (kind) => {
    const registered = new Set(storageEntries(kind).map((entry) => entry.name));
    const missing = [...used(kind)].filter(([name]) => !registered.has(name)).map(([name, file]) => `${file}: ${name}`);
    expect(missing).toEqual([]);
  });

  it('lists only names the code uses, apart from those marked planned (which no code may use yet)', () => {
    const inCode = new Set([...used('cookie').keys(), ...used('localStorage').keys()]);
    const unused = STORAGE_REGISTRY.filter((entry) => !entry.planned && !inCode.has(entry.name)).map((entry) => entry.name);
    expect(unused).toEqual([]);
    const plannedButUsed = STORAGE_REGISTRY.filter((entry) => entry.planned && inCode.has(entry.name)).map((entry) => entry.name);
    expect(plannedButUsed).toEqual([]);
  });

  it('finds names in the usual spellings, so the walk above has something to check', () => {
    const text = [
      `export const CLICK_CLIENT_ID_COOKIE = 'kori_x';`,
      `export const LOCALE_COOKIE_NAME = 'lang_x';`,
      `readCookie(request.headers.get('cookie'), 'read_x')`,
      `setCookie: \`set_x=\${id}; Max-Age=60; Path=/\``,
      `document.cookie = 'doc_x=1; Path=/'`,
      `  'api-x': { value: z.uuid(), maxAgeLimit: 1 },`,
      `export const SESSION_COOKIE_NAMES: readonly string[] = ['s1', 's2'];`,
      `export const CLIENT_ID_STORAGE_KEY = 'store-x';`,
      `window.localStorage.getItem('get-x')`,
      `storage?.setItem('set-x', id)`,
      `createStoredAtom<T>('atom-x', schema, {})`,
    ].join('\n');
    expect(new Set(namesIn(text, 'cookie'))).toEqual(new Set(['kori_x', 'lang_x', 'read_x', 'set_x', 'doc_x', 'api-x', 's1', 's2']));
    expect(new Set(namesIn(text, 'localStorage'))).toEqual(new Set(['store-x', 'get-x', 'set-x', 'atom-x']));
    // And the workspace walk reaches the real definitions.
    expect([...used('cookie').keys()]).toEqual(expect.arrayContaining(['stytch_session', 'stytch_session_jwt', 'consent-levels', 'cart-id', 'locale', 'kori_cid']));
    expect([...used('localStorage').keys()]).toEqual(expect.arrayContaining(['checkout-shipping', 'feature-flags', 'kori-analytics-client-id']));
  });

  it('has one entry per name and kind, each with a purpose key and a positive lifetime', () => {
    const keys = STORAGE_REGISTRY.map((entry) => `${entry.kind}:${entry.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of STORAGE_REGISTRY) {
      expect(entry.purposeKey).toMatch(/^storage\.purpose\.[A-Za-z]+$/);
      if (entry.lifetime.unit !== 'untilCleared') expect(entry.lifetime.count).toBeGreaterThan(0);
    }
  });
});
