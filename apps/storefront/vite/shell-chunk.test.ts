import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GetModuleInfo, ModuleInfo } from 'rollup';
import { parseAst } from 'rollup/parseAst';
import ts from 'typescript';
import { itAnswersYesOrNo } from '@kori/util-testing';
import { createShellChunk, libEntryHasNoSideEffects, modulesTheRootRuns } from './shell-chunk';

/** A module graph as Rollup would report it: each module's code, and its static imports resolved in source order. */
function graph(modules: Record<string, { code: string; imports?: string[] }>): { getModuleInfo: GetModuleInfo; getModuleIds: () => IterableIterator<string> } {
  const getModuleInfo = ((id: string) => {
    const module = modules[id];
    if (!module) return null;
    return { id, ast: parseAst(module.code), importedIds: module.imports ?? [] } as unknown as ModuleInfo;
  }) as GetModuleInfo;
  return { getModuleInfo, getModuleIds: () => Object.keys(modules)[Symbol.iterator]() };
}

const ROOT = '/repo/apps/storefront/app/root.tsx';
const CART_ENTRY = '/repo/libs/cart/src/index.ts';
const UI_ENTRY = '/repo/libs/ui/src/index.ts';
const CART_BUTTON = '/repo/libs/cart/src/lib/ui/cart-button.tsx';
const CART_PAGE = '/repo/libs/cart/src/lib/ui/cart-page.tsx';
const BUTTON = '/repo/libs/ui/src/lib/button/button.tsx';
const MODAL = '/repo/libs/ui/src/lib/modal/modal.tsx';
const LAYOUT = '/repo/apps/storefront/app/layout/site-header.tsx';
const PANEL = '/repo/libs/cart/src/lib/ui/cart-panel.tsx';

const modules = {
  [ROOT]: {
    code: "import { jsx } from 'react/jsx-runtime'; import { CartButton } from '@kori/cart'; import { SiteHeader } from './layout/site-header'; export default () => jsx(SiteHeader, { children: jsx(CartButton, {}) });",
    imports: ['/repo/node_modules/react/jsx-runtime.js', CART_ENTRY, LAYOUT],
  },
  [LAYOUT]: { code: "import { Button as B } from '@kori/ui'; export const SiteHeader = () => B;", imports: [UI_ENTRY] },
  [CART_ENTRY]: {
    code: "export { CartButton } from './lib/ui/cart-button'; export { CartPage } from './lib/ui/cart-page'; export { Button as CartUiButton } from '@kori/ui';",
    imports: [CART_BUTTON, CART_PAGE, UI_ENTRY],
  },
  [UI_ENTRY]: { code: "export { Button } from './lib/button/button'; export { Modal } from './lib/modal/modal';", imports: [BUTTON, MODAL] },
  [CART_BUTTON]: { code: "import { Button } from '@kori/ui'; export const CartButton = () => import('./cart-panel').then(() => Button);", imports: [UI_ENTRY] },
  [CART_PAGE]: { code: "import { Modal } from '@kori/ui'; export const CartPage = () => Modal;", imports: [UI_ENTRY] },
  [BUTTON]: { code: 'export const Button = () => null;' },
  [MODAL]: { code: 'export const Modal = () => null;' },
  [PANEL]: { code: 'export const CartPanel = () => null;' },
  '/repo/node_modules/react/jsx-runtime.js': { code: 'export const jsx = () => null;' },
};

describe('modulesTheRootRuns', () => {
  const { getModuleInfo } = graph(modules);
  const runs = modulesTheRootRuns(ROOT, getModuleInfo);

  it.each([ROOT, LAYOUT, CART_BUTTON, BUTTON])('follows the root to %s', (id) => {
    expect(runs).toContain(id);
  });

  it.each([CART_PAGE, MODAL])('leaves %s, only re-exported by an entry the root imports from, out', (id) => {
    expect(runs).not.toContain(id);
  });

  it('does not follow a dynamic import', () => {
    expect(runs).not.toContain(PANEL);
  });

  it('follows a name an entry re-exports from another lib entry, under its original name', () => {
    const reexported = graph({
      ...modules,
      [ROOT]: { code: "import { CartUiButton } from '@kori/cart'; export default CartUiButton;", imports: [CART_ENTRY] },
    });
    const through = modulesTheRootRuns(ROOT, reexported.getModuleInfo);
    expect(through).toContain(BUTTON);
    expect(through).not.toContain(MODAL);
    expect(through).not.toContain(CART_BUTTON);
  });

  it('takes the whole entry for a namespace import', () => {
    const namespace = graph({ ...modules, [ROOT]: { code: "import * as ui from '@kori/ui'; export default ui;", imports: [UI_ENTRY] } });
    expect(modulesTheRootRuns(ROOT, namespace.getModuleInfo)).toEqual(new Set([ROOT, UI_ENTRY, BUTTON, MODAL]));
  });
});

describe('createShellChunk', () => {
  const meta = graph(modules);
  const shellChunk = createShellChunk();

  it.each([ROOT, LAYOUT, CART_BUTTON, BUTTON])('puts %s into the shell chunk', (id) => {
    expect(shellChunk(id, meta)).toBe('shell');
  });

  it.each([CART_PAGE, MODAL, PANEL, CART_ENTRY, UI_ENTRY, '/repo/node_modules/react/jsx-runtime.js'])('leaves %s to Rollup', (id) => {
    expect(shellChunk(id, meta)).toBeUndefined();
  });

  it('works out the root of each build anew', () => {
    const other = graph({ [ROOT]: { code: 'export default 1;' }, [BUTTON]: { code: 'export const Button = 1;' } });
    expect(shellChunk(BUTTON, other)).toBeUndefined();
    expect(shellChunk(BUTTON, meta)).toBe('shell');
  });
});

describe('libEntryHasNoSideEffects', () => {
  itAnswersYesOrNo(libEntryHasNoSideEffects, {
    yes: ['/repo/libs/cart/src/server.ts', '/repo/libs/cart/src/lib/index.ts', '/repo/libs/ui/src/styles/global.css?url'],
    no: ['/repo/libs/cart/src/index.ts', 'C:\\repo\\libs\\cart\\src\\index.ts'],
  });

  // The setting above is only true while every lib's entry is re-exports alone.
  const libsDir = join(__dirname, '../../../libs');
  const libs = readdirSync(libsDir).filter((lib) => existsSync(join(libsDir, lib, 'src/index.ts')));
  it('finds the libs', () => {
    expect(libs).toEqual(expect.arrayContaining(['cart', 'shell', 'ui']));
  });
  it.each(libs)('libs/%s/src/index.ts only re-exports', (lib) => {
    const code = readFileSync(join(libsDir, lib, 'src/index.ts'), 'utf8');
    const file = ts.createSourceFile('index.ts', code, ts.ScriptTarget.Latest);
    const other = file.statements.filter((node) => !(ts.isExportDeclaration(node) && node.moduleSpecifier));
    expect(other.map((node) => node.getText(file))).toEqual([]);
  });
});
