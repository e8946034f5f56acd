import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { TEST_DUMP_ENV } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const path = process.env[TEST_DUMP_ENV];
  if (path) rmSync(dirname(path), { recursive: true, force: true });
}
