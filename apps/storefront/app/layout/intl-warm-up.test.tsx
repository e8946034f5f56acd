/** @jest-environment node */
import { runInNewContext } from 'node:vm';
import { renderToString } from 'react-dom/server';
import { INTL_WARM_UP_SCRIPT, IntlWarmUp } from './intl-warm-up';

/** Runs the inline script with a recording Worker, and returns what the worker was given. */
function startWith(lang: string) {
  const started: { source: string; type: string; name: string }[] = [];
  const context = {
    document: { documentElement: { lang } },
    Blob: class {
      constructor(readonly parts: string[], readonly options: { type: string }) {}
    },
    URL: { createObjectURL: (blob: { parts: string[]; options: { type: string } }) => blob },
    Worker: class {
      constructor(url: { parts: string[]; options: { type: string } }, options: { name: string }) {
        started.push({ source: url.parts.join(''), type: url.options.type, name: options.name });
      }
    },
  };
  runInNewContext(INTL_WARM_UP_SCRIPT, context);
  return started;
}

describe('IntlWarmUp', () => {
  it('renders one inline script, unescaped', () => {
    expect(renderToString(<IntlWarmUp />)).toBe(`<script>${INTL_WARM_UP_SCRIPT}</script>`);
  });

  it('starts one JavaScript worker named after the document language', () => {
    const started = startWith('sv-SE');
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ type: 'text/javascript', name: 'sv-SE' });
  });

  it('gives the worker code that builds the number and date formatters for that language, then closes', () => {
    const [started] = startWith('fi-FI');
    if (!started) throw new Error('no worker was started');
    const { source, name } = started;
    const built: string[] = [];
    let closed = false;
    const record = (kind: string) =>
      class {
        static supportedLocalesOf = (locale: string) => built.push(`${kind}.supportedLocalesOf ${locale}`);
        constructor(locale: string) {
          built.push(`${kind} ${locale}`);
        }
        format = () => '';
      };
    runInNewContext(source, {
      self: { name },
      Intl: { NumberFormat: record('NumberFormat'), DateTimeFormat: record('DateTimeFormat') },
      close: () => (closed = true),
    });
    expect(built).toEqual([
      'NumberFormat fi-FI',
      'DateTimeFormat fi-FI',
      'NumberFormat.supportedLocalesOf fi-FI',
      'DateTimeFormat.supportedLocalesOf fi-FI',
    ]);
    expect(closed).toBe(true);
  });

  it('changes nothing where workers are missing or refused', () => {
    expect(() => runInNewContext(INTL_WARM_UP_SCRIPT, { document: { documentElement: { lang: 'nl-NL' } } })).not.toThrow();
  });
});
