import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing; images and fonts in assets/ are compressed already or tiny. */
const COMPRESSIBLE = /\.(js|css|svg|json|map)$/;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every script and stylesheet of the
 * client build. Compressing once at the highest levels costs seconds at build time; compressing on
 * every request could only afford level 6, which sent the product page's scripts ~12 % larger.
 * server/static-assets.ts serves the variant the browser accepts.
 */
export function precompressAssets(): Plugin {
  let serverBuild = false;
  return {
    name: 'kori-precompress-assets',
    apply: 'build',
    configResolved(config) {
      // Remix builds the client and then the server; only the client's files are served.
      serverBuild = Boolean(config.build.ssr);
    },
    writeBundle(options) {
      if (serverBuild || !options.dir) return;
      precompressDirectory(path.join(options.dir, 'assets'));
    },
  };
}

/** Compresses every compressible file of `dir` (not recursive). Returns the names it wrote. */
export function precompressDirectory(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const written: string[] = [];
  for (const name of names) {
    if (!COMPRESSIBLE.test(name)) continue;
    const body = readFileSync(path.join(dir, name));
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(body, { level: 9 }));
    written.push(`${name}.br`, `${name}.gz`);
  }
  return written;
}
