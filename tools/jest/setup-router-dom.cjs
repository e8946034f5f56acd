// DOM matchers for the component tests; in jsdom also Node's TextEncoder/TextDecoder, streams and fetch
// classes, which React Router's data router uses for every navigation and fetcher post.
require('./setup-dom.cjs');

if (typeof window !== 'undefined') {
  const { TextEncoder, TextDecoder } = require('node:util');
  const { ReadableStream, WritableStream, TransformStream } = require('node:stream/web');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  if (typeof globalThis.ReadableStream === 'undefined') {
    Object.assign(globalThis, { ReadableStream, WritableStream, TransformStream });
  }
  if (typeof globalThis.Request === 'undefined') {
    const { Request, Response, Headers } = require('undici');
    Object.assign(globalThis, { Request, Response, Headers });
  }
}
