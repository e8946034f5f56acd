import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readStylesheetTexts } from './stylesheet-texts';

describe('readStylesheetTexts', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kori-css-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('knows each built stylesheet by the URL pages link it under, and nothing else', () => {
    writeFileSync(path.join(dir, 'global-abc.css'), 'body{margin:0}');
    writeFileSync(path.join(dir, 'root-abc.js'), 'export {}');
    const textOf = readStylesheetTexts(dir);
    expect(textOf('/assets/global-abc.css')).toBe('body{margin:0}');
    expect(textOf('/assets/root-abc.js')).toBeUndefined();
    expect(textOf('/assets/missing.css')).toBeUndefined();
  });

  it('knows nothing without a build', () => {
    expect(readStylesheetTexts(path.join(dir, 'missing'))('/assets/global-abc.css')).toBeUndefined();
  });
});
