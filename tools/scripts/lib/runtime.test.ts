import { nodeMajor, reportNodeVersion } from './runtime.mjs';

describe('reportNodeVersion', () => {
  it('logs the version it runs on and stays quiet on Node 24', () => {
    const log = jest.fn();
    const warn = jest.fn();
    reportNodeVersion(log, warn, 'v24.9.0');
    expect(log).toHaveBeenCalledWith('Node v24.9.0');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns on an older Node and says how to get the supported one', () => {
    const warn = jest.fn();
    reportNodeVersion(jest.fn(), warn, 'v20.20.2');
    expect(warn.mock.calls[0][0]).toMatch(/supports Node 24; this is v20\.20\.2/);
  });

  it('reads the major version', () => {
    expect(nodeMajor('v24.9.0')).toBe(24);
    expect(nodeMajor('22.1.0')).toBe(22);
  });
});

describe('npm scripts', () => {
  it('run on Node 24 (the version npm install links into node_modules/.bin)', () => {
    // jest is started through npm (npm test) or npx, both of which put node_modules/.bin first on PATH.
    expect(nodeMajor(process.version)).toBeGreaterThanOrEqual(24);
  });
});
