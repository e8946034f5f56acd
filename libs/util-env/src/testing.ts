// Test helpers for apps that validate their environment at boot.
import { spawn, type ChildProcess } from 'node:child_process';

export interface RunEntryOptions {
  /** Repository root; the entry and tsconfig paths are relative to it. */
  cwd: string;
  /** Added to the test's own environment. */
  env: Record<string, string>;
  /** tsconfig whose path aliases the entry needs. */
  tsconfig: string;
  /** Called with each non-empty output line, e.g. to signal the process once it is ready. */
  onLine?: (line: string, child: ChildProcess) => void;
}

/**
 * Runs a `main.ts` from source in one Node process (tsx as a loader, not its CLI, so signals reach the
 * app itself rather than a relaying parent) and collects stdout and stderr; resolves on exit.
 */
export function runEntryFromSource(entry: string, options: RunEntryOptions): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: options.cwd,
    env: { ...process.env, TSX_TSCONFIG_PATH: options.tsconfig, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    for (const line of text.split('\n')) if (line.trim()) options.onLine?.(line, child);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return new Promise((done) => child.on('close', (code) => done({ code, output })));
}

/**
 * What every Kori server is given in a deployment, with real-looking (never the sandbox's) values: the
 * deployment switch, the Stytch project it signs in with and the secret the storefront and the API share.
 * A deployment test spreads it and adds the app's own settings.
 */
export const DEPLOYED_SERVER_SETTINGS: Readonly<Record<string, string>> = {
  KORI_DEPLOYMENT: '1',
  STYTCH_PROJECT_ID: 'project-live-12345678-1234-4234-8234-123456789012',
  STYTCH_SECRET: 'secret-live-abcdefghijklmnop',
  STYTCH_BASE_URL: 'https://api.stytch.com/',
  INTERNAL_API_SECRET: 'internal-live-abcdefghijklmnopqrstuvwxyz',
};
