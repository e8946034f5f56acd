// For the workspace-wide message checks: the TypeScript sources of every lib and of this app.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const WORKSPACE_ROOT = join(__dirname, '../../..');

const SKIPPED_DIRS = new Set(['node_modules', 'generated', 'build', 'dist']);

/** Every .ts/.tsx file under `dir` (generated, built and installed folders skipped); tests only when asked. */
export function sourceFiles(dir: string, { tests = false } = {}, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) sourceFiles(join(dir, entry.name), { tests }, found);
    } else if (/\.(ts|tsx)$/.test(entry.name) && (tests || !/\.test\.tsx?$/.test(entry.name))) {
      found.push(join(dir, entry.name));
    }
  }
  return found;
}
