/** @jest-environment node */
import { requestIntl, serverIntl } from './server-intl.server';

describe('serverIntl', () => {
  it('formats the catalogue texts of each locale, one formatter per locale', () => {
    expect(serverIntl('fi-FI').formatMessage({ id: 'shell.siteName' })).toBe('Kori');
    expect(serverIntl('sv-SE')).toBe(serverIntl('sv-SE'));
    expect(serverIntl('sv-SE')).not.toBe(serverIntl('nl-NL'));
    expect(serverIntl('nl-NL').locale).toBe('nl-NL');
  });

  it('takes the language of the request', () => {
    expect(requestIntl({ locale: 'en-FI' })).toBe(serverIntl('en-FI'));
  });
});
