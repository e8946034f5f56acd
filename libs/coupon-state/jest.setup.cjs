// jsdom lacks TextEncoder/TextDecoder (react-dom/server needs them in server-render tests) and the
// fetch API (React Router's data router builds a Request for every navigation); take Node's.
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
