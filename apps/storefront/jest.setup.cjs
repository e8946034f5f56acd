// Component tests run in jsdom, which lacks what React Router and react-dom/server need from Node:
// TextEncoder/TextDecoder, web streams and the fetch API classes. Server tests (node) have them already.
if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom');
  const { TextEncoder, TextDecoder } = require('node:util');
  const { ReadableStream, WritableStream, TransformStream } = require('node:stream/web');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  if (typeof globalThis.ReadableStream === 'undefined') {
    Object.assign(globalThis, { ReadableStream, WritableStream, TransformStream });
  }
  if (typeof globalThis.Request === 'undefined') {
    const { Request, Response, Headers, FormData } = require('undici');
    Object.assign(globalThis, { Request, Response, Headers, FormData });
  }
}
