/** @jest-environment node */
import { Readable } from 'node:stream';
import { createStripNulBytes } from './strip-nul-bytes.server';

async function run(chunks: Buffer[]): Promise<Buffer> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks).pipe(createStripNulBytes());
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out);
}

describe('createStripNulBytes', () => {
  it('drops NUL bytes and keeps multi-byte characters split across chunks intact', async () => {
    const text = Buffer.from('<p>merkittävistä</p>', 'utf8');
    const split = text.indexOf(0xc3) + 1; // cut inside "ä"
    const result = await run([Buffer.concat([text.subarray(0, split), Buffer.from([0, 0])]), text.subarray(split)]);
    expect(result.toString('utf8')).toBe('<p>merkittävistä</p>');
    expect(result.includes(0)).toBe(false);
  });

  it('passes clean chunks through unchanged', async () => {
    const result = await run([Buffer.from('<html>'), Buffer.from('</html>')]);
    expect(result.toString()).toBe('<html></html>');
  });
});
