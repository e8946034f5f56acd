/** @jest-environment node */
import { createTestLoadContext } from '../../testing';
import { localeRequest } from './locale-request.server';

describe('localeRequest', () => {
  it('derives the query variables and the formatter from the request locale', () => {
    const { context, variables, intl } = localeRequest(createTestLoadContext({ locale: 'sv-SE', region: 'SE' }));
    expect(context.locale).toBe('sv-SE');
    expect(variables).toEqual({ region: 'SE', language: 'SV' });
    expect(intl.locale).toBe('sv-SE');
  });
});
