import { Transform } from 'node:stream';

const OPEN = Buffer.from('<script', 'latin1');
/** A tag longer than this without its `>` is passed on as it is (HTML this app renders never has one). */
const MAX_TAG_BYTES = 4096;

/**
 * Adds the response's CSP nonce to every `<script>` tag of the streamed HTML that has none: the small
 * inline scripts components render with dangerouslySetInnerHTML (the head's Intl warm-up, the consent
 * defaults) cannot read the nonce themselves. Remix's and React's own scripts already carry it. Works
 * on bytes, holding back only a tag split across chunks.
 */
export function createNonceInlineScripts(nonce: string): Transform {
  const attribute = Buffer.from(` nonce="${nonce}"`, 'latin1');
  let carry: Buffer = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const buffer = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      carry = Buffer.alloc(0);
      const out: Buffer[] = [];
      let position = 0;
      for (;;) {
        const start = buffer.indexOf(OPEN, position);
        if (start === -1) {
          // Keep back a trailing `<scr...` that the next chunk may complete.
          const lastOpen = buffer.lastIndexOf(0x3c, buffer.length - 1);
          if (lastOpen >= position && lastOpen > buffer.length - OPEN.length && OPEN.subarray(0, buffer.length - lastOpen).equals(buffer.subarray(lastOpen))) {
            out.push(buffer.subarray(position, lastOpen));
            carry = Buffer.from(buffer.subarray(lastOpen));
          } else {
            out.push(buffer.subarray(position));
          }
          break;
        }
        const end = buffer.indexOf(0x3e, start);
        if (end === -1) {
          out.push(buffer.subarray(position, start));
          const rest = buffer.subarray(start);
          if (rest.length > MAX_TAG_BYTES) out.push(rest);
          else carry = Buffer.from(rest);
          break;
        }
        const next = buffer[start + OPEN.length];
        const isScriptTag = next === 0x3e || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d || next === 0x2f;
        const tag = buffer.subarray(start, end).toString('latin1');
        if (isScriptTag && !/\snonce=/i.test(tag)) {
          out.push(buffer.subarray(position, start + OPEN.length), attribute, buffer.subarray(start + OPEN.length, end));
        } else {
          out.push(buffer.subarray(position, end));
        }
        position = end;
      }
      callback(null, Buffer.concat(out));
    },
    flush(callback) {
      callback(null, carry.length ? carry : undefined);
    },
  });
}
