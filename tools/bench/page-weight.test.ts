import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

const script = join(__dirname, 'page-weight.mjs');

/** A client build with a browser manifest: every page shares entry + root; the product page adds one chunk. */
function fakeBuild(productChunkBytes: number) {
  const dir = mkdtempSync(join(tmpdir(), 'page-weight-'));
  const assets = join(dir, 'assets');
  mkdirSync(assets);
  const route = (module: string, imports: string[] = []) => ({ module, imports });
  const manifest = {
    entry: { module: '/assets/entry.js', imports: ['/assets/framework.js'] },
    routes: {
      root: route('/assets/root.js', ['/assets/framework.js']),
      'routes/_index': route('/assets/home.js'),
      'routes/$categoryId': route('/assets/category.js'),
      'routes/$categoryId_.$productName.$productId': route('/assets/product.js', ['/assets/offers.js']),
      'routes/search': route('/assets/search.js'),
      'routes/cart': route('/assets/never-loaded.js'),
    },
  };
  writeFileSync(join(assets, 'manifest-abc123.js'), `window.__remixManifest=${JSON.stringify(manifest)};`);
  for (const name of ['entry', 'framework', 'root', 'home', 'category', 'product', 'search', 'never-loaded'])
    writeFileSync(join(assets, `${name}.js`), `export const ${name.replace('-', '_')} = 1;`);
  // Random bytes do not compress: the chunk weighs what it says.
  writeFileSync(join(assets, 'offers.js'), randomBytes(productChunkBytes));
  return dir;
}

function run(dir: string) {
  const child = spawnSync(process.execPath, [script, '--no-build', '--build-dir', dir], { encoding: 'utf8' });
  return { status: child.status, out: child.stdout + child.stderr };
}

describe('page-weight', () => {
  it("counts each page's scripts from the browser manifest and passes a light product page", () => {
    const dir = fakeBuild(10 * 1024);
    try {
      const { status, out } = run(dir);
      expect(status).toBe(0);
      // manifest, entry, framework, root, the page's module (+ the product page's chunk); never another route's.
      expect(out).toMatch(/^home .* 5 files$/m);
      expect(out).toMatch(/^product +10\.\d kB gzip -6, .* 6 files \(<= 130 kB: PASS\)$/m);
      expect(out).toMatch(/offers\.js/);
      expect(out).not.toMatch(/never-loaded/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails when the product page carries more than 130 kB', () => {
    const dir = fakeBuild(131 * 1024);
    try {
      const { status, out } = run(dir);
      expect(out).toMatch(/\(<= 130 kB: FAIL\)/);
      expect(status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
