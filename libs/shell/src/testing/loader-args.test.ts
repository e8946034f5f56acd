/** @jest-environment node */
import { formPost, loaderArgs, thrownBy } from './loader-args';

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

  it("builds a form post from the URL's own origin, or from another one, with the cookie when given", async () => {
    const post = formPost('http://kori.test/cart', { intent: 'add', offerId: 'a b' }, { cookie: 'cart-id=1' });
    expect(post.method).toBe('POST');
    expect(post.headers.get('origin')).toBe('http://kori.test');
    expect(post.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(post.headers.get('cookie')).toBe('cart-id=1');
    expect(await post.text()).toBe('intent=add&offerId=a+b');
    const foreign = formPost('http://kori.test/cart', {}, { origin: 'https://evil.example' });
    expect(foreign.headers.get('origin')).toBe('https://evil.example');
    expect(foreign.headers.has('cookie')).toBe(false);
  });
});
