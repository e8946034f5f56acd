// Jest's module sandbox cannot serve the dynamic import() calls PGlite's WebAssembly loader makes.
// This environment hands Node's own require into the sandbox (see src/db/open-database.ts), so the
// database runs as it does in production.
const { TestEnvironment } = require('jest-environment-node');

class NodeRequireEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__koriNodeRequire = require;
  }
}

module.exports = NodeRequireEnvironment;
