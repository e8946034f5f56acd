// Codegen plugin: emits the union/interface members of the schema as Apollo's `possibleTypes` map, so the
// browser cache can match fragments on abstract types without shipping the whole schema.
const { isAbstractType } = require('graphql');

module.exports = {
  plugin(schema) {
    const possibleTypes = {};
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || !isAbstractType(type)) continue;
      possibleTypes[type.name] = schema.getPossibleTypes(type).map((member) => member.name).sort();
    }
    const sorted = Object.fromEntries(Object.entries(possibleTypes).sort(([a], [b]) => a.localeCompare(b)));
    return [
      '// Generated from libs/graphql-schema/schema.graphql by `npm run codegen`. Do not edit.',
      `export const possibleTypes: Record<string, string[]> = ${JSON.stringify(sorted, null, 2)};`,
      '',
    ].join('\n');
  },
};
