// Lints source texts as if they were the given workspace files, with the workspace's ESLint config, and
// prints ESLint's messages for each as JSON. Input on stdin: `[{ "filePath": "libs/search/src/lib/x.ts", "source": "..." }]`.
// The module-boundary rule reads Nx's cached project graph, so the graph is computed first: tags changed
// in a project.json count at once.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(root);
process.env.NX_DAEMON = 'false';
await createProjectGraphAsync({ exitOnError: true });
const eslint = new ESLint({ cwd: root });
const files = JSON.parse(readFileSync(0, 'utf8'));
const results = [];
for (const { filePath, source } of files) {
  const [result] = await eslint.lintText(source, { filePath: join(root, filePath) });
  results.push((result?.messages ?? []).map(({ ruleId, severity, message }) => ({ ruleId, severity, message })));
}
process.stdout.write(JSON.stringify(results));
