import { loadMessages } from './load-messages';
import type { MessageKey } from './catalogues';
import type { Locale } from './locales';

describe('loadMessages', () => {
  it('returns the catalogue of the locale language', () => {
    expect(loadMessages('fi-FI')['nav.deals']).toBe('Tarjoukset');
    expect(loadMessages('en-FI')['nav.deals']).toBe('Deals');
    expect(loadMessages('sv-SE')['nav.deals']).toBe('Erbjudanden');
    expect(loadMessages('nl-NL')['nav.deals']).toBe('Aanbiedingen');
  });

  it('gives the default catalogue for an unknown locale', () => {
    expect(loadMessages('de-DE' as Locale)).toBe(loadMessages('fi-FI'));
  });
});

describe('MessageKey', () => {
  it('is the set of keys of the English catalogue (checked by the type checker)', () => {
    const key: MessageKey = 'shell.notification.close';
    // @ts-expect-error a key that no catalogue has is not a MessageKey
    const bogus: MessageKey = 'shell.doesNotExist';
    expect(loadMessages('en-FI')[key]).toBe('Close notification');
    expect(loadMessages('en-FI')[bogus]).toBeUndefined();
  });
});
