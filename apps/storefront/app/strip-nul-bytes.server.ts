import { Transform } from 'node:stream';

/**
 * React 18's streaming renderer can leave NUL bytes where a multi-byte character meets the end of its
 * 2 kB write buffer (fixed in React 19). NUL never belongs in HTML, so the stream drops every 0x00 byte.
 */
export function createStripNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (chunk.indexOf(0) === -1) return callback(null, chunk);
      const kept = Buffer.allocUnsafe(chunk.length);
      let length = 0;
      for (const byte of chunk) if (byte !== 0) kept[length++] = byte;
      callback(null, kept.subarray(0, length));
    },
  });
}
