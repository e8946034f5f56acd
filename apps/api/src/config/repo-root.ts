import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The workspace root, found by walking up to nx.json. Works from source (tsx, jest) and from the
 * bundle in dist/apps/api, so default paths (.data, migrations) do not depend on the working directory.
 */
export function findRepoRoot(start: string = __dirname): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'nx.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}
