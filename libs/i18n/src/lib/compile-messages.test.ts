import { TYPE } from '@formatjs/icu-messageformat-parser';
import { compileMessages } from './compile-messages';

describe('compileMessages', () => {
  it('parses every message of a catalogue into its AST, keys unchanged', () => {
    const compiled = compileMessages({ title: 'Deals', greeting: 'Hei {name}', offers: '{count, plural, one {# offer} other {# offers}}' });
    expect(Object.keys(compiled)).toEqual(['title', 'greeting', 'offers']);
    expect(compiled['title']).toEqual([{ type: TYPE.literal, value: 'Deals' }]);
    expect(compiled['greeting']).toEqual([
      { type: TYPE.literal, value: 'Hei ' },
      { type: TYPE.argument, value: 'name' },
    ]);
    expect(compiled['offers']?.[0]).toMatchObject({ type: TYPE.plural, value: 'count' });
  });

  it('resolves ICU quoting, so the AST holds the text as shown', () => {
    expect(compileMessages({ quoted: "It''s '{free}'" })['quoted']).toEqual([{ type: TYPE.literal, value: "It's {free}" }]);
  });

  it('keeps no source locations (they would only add to the payload)', () => {
    expect(JSON.stringify(compileMessages({ offers: '{count, plural, one {# offer} other {# offers}}' }))).not.toContain('location');
  });

  it('fails on a message that is not valid ICU', () => {
    expect(() => compileMessages({ broken: 'Hei {name' })).toThrow();
  });
});
