import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another process (pid ${pid}) is using the embedded database at ${dataDir}. Stop it, or give this one its own DATA_DIR (or a DATABASE_URL).`,
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: two processes writing one data directory corrupt it. A lock
 * file with the owner's pid refuses a second opener; a lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, '.kori-api.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) throw new DataDirInUseError(dataDir, pid);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
