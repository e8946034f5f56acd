/**
 * @jest-environment node
 */
import { sha256Hex } from './sha256';

describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
    ['test@example.com', '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b'],
    ['+358401234567', 'd41d2f7475d7d4953ac320c5556699d055035af91aa09844f48f925ec450d744'],
    ['äö€', 'e0053f8efbffe0fbaecb05fc6b0b30d2f429d453c0db396c1f90dd4a38de6fab'],
  ])('hashes %p (NIST and known vectors, UTF-8)', async (text, hex) => {
    await expect(sha256Hex(text)).resolves.toBe(hex);
  });

  it('hashes a million "a"s', async () => {
    await expect(sha256Hex('a'.repeat(1_000_000))).resolves.toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });
});
