import { Readable } from 'node:stream';
import { createNonceInlineScripts } from './nonce-inline-scripts.server';

async function run(chunks: string[], nonce = 'abc123'): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk, 'utf8'))).pipe(createNonceInlineScripts(nonce));
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

describe('createNonceInlineScripts', () => {
  it('adds the nonce to script tags without one and leaves the rest', async () => {
    const html = '<head><script>try{1}catch(e){}</script><script nonce="abc123" type="module">x</script><script type="application/ld+json">{}</script></head>';
    expect(await run([html])).toBe(
      '<head><script nonce="abc123">try{1}catch(e){}</script><script nonce="abc123" type="module">x</script><script nonce="abc123" type="application/ld+json">{}</script></head>',
    );
  });

  it('handles tags split across chunks, at every position', async () => {
    const html = '<p>ä</p><script>a()</script><scripts-not></scripts-not><script async src="/x.js"></script>ö';
    const expected = '<p>ä</p><script nonce="n">a()</script><scripts-not></scripts-not><script nonce="n" async src="/x.js"></script>ö';
    const bytes = Buffer.from(html, 'utf8');
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const out: Buffer[] = [];
      const stream = Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(createNonceInlineScripts('n'));
      for await (const chunk of stream) out.push(chunk as Buffer);
      expect(Buffer.concat(out).toString('utf8')).toBe(expected);
    }
  });

  it('passes text without scripts through unchanged', async () => {
    expect(await run(['<div>&lt;script&gt; is text</div>', '<'])).toBe('<div>&lt;script&gt; is text</div><');
  });
});
