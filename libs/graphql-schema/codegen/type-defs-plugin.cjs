// Codegen plugin: emits the schema SDL as an exported string, so servers need no file reads at run time.
const { printSchema } = require('graphql');

module.exports = {
  plugin(schema) {
    return [
      '// Generated from libs/graphql-schema/schema.graphql by `npm run codegen`. Do not edit.',
      `export const typeDefs = ${JSON.stringify(printSchema(schema))};`,
      '',
    ].join('\n');
  },
};
