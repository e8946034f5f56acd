import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDirectory } from './precompress-assets';

describe('precompressDirectory', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kori-precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a brotli and a gzip file beside each script and stylesheet, which decompress to the original', () => {
    const script = 'console.log("kori");\n'.repeat(200);
    writeFileSync(path.join(dir, 'a.js'), script);
    writeFileSync(path.join(dir, 'b.css'), 'a{color:red}');
    writeFileSync(path.join(dir, 'c.png'), Buffer.from([137, 80, 78, 71]));
    mkdirSync(path.join(dir, 'nested'));

    expect(precompressDirectory(dir).sort()).toEqual(['a.js.br', 'a.js.gz', 'b.css.br', 'b.css.gz']);
    expect(readdirSync(dir)).not.toContain('c.png.br');
    const br = readFileSync(path.join(dir, 'a.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(readFileSync(path.join(dir, 'b.css.gz'))).toString()).toBe('a{color:red}');
  });

  it('does nothing for a directory that does not exist', () => {
    expect(precompressDirectory(path.join(dir, 'missing'))).toEqual([]);
  });
});
