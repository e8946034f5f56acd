/**
 * SHA-256 of a string as lowercase hex, the hash format of automatic persisted queries.
 * Web Crypto exists in every supported browser and in Node 20, so no hashing package is needed.
 */
export async function sha256Hex(input: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) {
    throw new Error('Web Crypto (crypto.subtle) is not available; persisted queries need SHA-256');
  }
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(input));
  let hex = '';
  for (const byte of new Uint8Array(digest)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
