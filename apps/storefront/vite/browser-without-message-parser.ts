import type { Plugin } from 'vite';

export const MESSAGE_PARSER = '@formatjs/icu-messageformat-parser';
/** formatjs's stand-in: the AST types and guards react-intl formats with, and a `parse` that throws. */
export const NO_PARSER = '@formatjs/icu-messageformat-parser/no-parser.js';

/**
 * Builds the browser bundle without the ICU MessageFormat parser (~10 kB gzip on every page): the root
 * loader sends the catalogue compiled (`loadCompiledMessages`), so react-intl only formats. The server
 * build and Jest keep the parser (they compile the catalogues), and so does the dev server, whose
 * pre-bundled dependencies this plugin does not see.
 */
export function browserWithoutMessageParser(): Plugin {
  return {
    name: 'kori:browser-without-message-parser',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      if (options?.ssr || source !== MESSAGE_PARSER) return null;
      return this.resolve(NO_PARSER, importer, { ...options, skipSelf: true });
    },
  };
}
