/** @jest-environment node */
import { loaderArgs, thrownBy } from './loader-args';

describe('loader test helpers', () => {
  it('builds a GET request for the URL with the params and context', () => {
    const context = {};
    const args = loaderArgs('http://kori.test/fi/deals?page=2', { id: '1' }, context);
    expect(args.request.url).toBe('http://kori.test/fi/deals?page=2');
    expect(args.request.method).toBe('GET');
    expect(args.params).toEqual({ id: '1' });
    expect(args.context).toBe(context);
  });

  it('returns what a promise throws, and fails when it does not throw', async () => {
    const response = new Response(null, { status: 404 });
    await expect(thrownBy(Promise.reject(response))).resolves.toBe(response);
    await expect(thrownBy(Promise.resolve('fine'))).rejects.toThrow('Expected the loader to throw');
  });
});
