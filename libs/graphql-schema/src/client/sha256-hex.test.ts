import { sha256Hex } from './sha256-hex';

describe('sha256Hex', () => {
  it('hashes UTF-8 text to lowercase hex (FIPS 180-2 test vectors)', async () => {
    await expect(sha256Hex('abc')).resolves.toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    await expect(sha256Hex('')).resolves.toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('hashes non-ASCII text as UTF-8', async () => {
    await expect(sha256Hex('ä')).resolves.toMatch(/^[0-9a-f]{64}$/);
    await expect(sha256Hex('ä')).resolves.not.toBe(await sha256Hex('a'));
  });
});
