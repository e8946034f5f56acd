// jsdom lacks TextEncoder/TextDecoder and the fetch API classes that React Router's data router uses
// for every navigation; take Node's.
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
