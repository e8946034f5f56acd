import { browserWithoutMessageParser, MESSAGE_PARSER, NO_PARSER } from './browser-without-message-parser';
import { callResolveId } from './call-resolve-id.test-support';

/** Calls the plugin's resolveId as Vite would, with a resolver double for the rest of the pipeline. */
async function resolveWith(source: string, ssr: boolean) {
  const plugin = browserWithoutMessageParser();
  const context = { resolve: jest.fn(async (id: string) => ({ id: `/repo/node_modules/${id}`, external: false })) };
  const result = await callResolveId(plugin, context, source, '/repo/node_modules/intl-messageformat/index.js', ssr);
  return { result, resolve: context.resolve };
}

describe('browserWithoutMessageParser', () => {
  it('gives the browser build the parser-less module in place of the parser', async () => {
    const { result, resolve } = await resolveWith(MESSAGE_PARSER, false);
    expect(resolve).toHaveBeenCalledWith(
      NO_PARSER,
      '/repo/node_modules/intl-messageformat/index.js',
      expect.objectContaining({ skipSelf: true }),
    );
    expect(result).toEqual({ id: `/repo/node_modules/${NO_PARSER}`, external: false });
  });

  it('leaves the server (SSR) build its parser', async () => {
    const { result, resolve } = await resolveWith(MESSAGE_PARSER, true);
    expect(result).toBeNull();
    expect(resolve).not.toHaveBeenCalled();
  });

  it('leaves every other import alone', async () => {
    expect((await resolveWith('@formatjs/icu-skeleton-parser', false)).result).toBeNull();
    expect((await resolveWith(NO_PARSER, false)).result).toBeNull();
  });

  it('only runs in builds', () => {
    expect(browserWithoutMessageParser().apply).toBe('build');
  });

  it('points at a module the installed parser package exports, with the same AST guards', async () => {
    const full = await import('@formatjs/icu-messageformat-parser');
    const stub = await import('@formatjs/icu-messageformat-parser/no-parser.js');
    expect(stub.TYPE).toEqual(full.TYPE);
    expect(typeof stub.isPluralElement).toBe('function');
    expect(() => (stub.parse as unknown as (message: string) => unknown)('Hei {name}')).toThrow(/without parser/);
  });
});
