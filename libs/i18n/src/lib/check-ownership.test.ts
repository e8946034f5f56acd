import { checkOwnership, ownerOf } from './check-ownership';

const owners = {
  'libs/catalog/src/messages': ['catalog'],
  'libs/ui/src/messages': ['catalog.pagination', 'shell.loading'],
};

describe('ownerOf', () => {
  it('picks the folder declaring the longest namespace the key falls under', () => {
    expect(ownerOf('catalog.pagination.next', owners)).toEqual({ dir: 'libs/ui/src/messages', namespace: 'catalog.pagination' });
    expect(ownerOf('catalog.product.title', owners)).toEqual({ dir: 'libs/catalog/src/messages', namespace: 'catalog' });
    expect(ownerOf('shell.loading', owners)).toEqual({ dir: 'libs/ui/src/messages', namespace: 'shell.loading' });
  });

  it('matches whole key segments only', () => {
    expect(ownerOf('shell.loadingBar', owners)).toBeUndefined();
    expect(ownerOf('catalogue.x', owners)).toBeUndefined();
  });
});

describe('checkOwnership', () => {
  it('accepts keys each in their owner folder', () => {
    expect(
      checkOwnership({ 'libs/catalog/src/messages': ['catalog.product.title'], 'libs/ui/src/messages': ['catalog.pagination.next', 'shell.loading'] }, owners),
    ).toEqual([]);
  });

  it('reports a key outside the folder namespaces', () => {
    expect(checkOwnership({ 'libs/catalog/src/messages': ['search.title'], 'libs/ui/src/messages': [] }, owners)).toEqual([
      'libs/catalog/src/messages: search.title is outside its namespaces (catalog)',
    ]);
  });

  it('reports a key that a more specific namespace of another folder owns', () => {
    expect(checkOwnership({ 'libs/catalog/src/messages': ['catalog.pagination.next'], 'libs/ui/src/messages': [] }, owners)).toEqual([
      'libs/catalog/src/messages: catalog.pagination.next belongs to libs/ui/src/messages (namespace catalog.pagination)',
    ]);
  });

  it('reports a folder without namespaces, a declared folder without a catalogue and a namespace declared twice', () => {
    expect(
      checkOwnership(
        { 'libs/catalog/src/messages': [], 'libs/search/src/messages': ['search.title'] },
        { ...owners, 'libs/campaigns/src/messages': ['catalog'] },
      ),
    ).toEqual([
      'libs/ui/src/messages: declared as a catalogue owner but has no catalogue',
      'libs/campaigns/src/messages: declared as a catalogue owner but has no catalogue',
      'libs/campaigns/src/messages: namespace catalog is declared by libs/catalog/src/messages too',
      'libs/search/src/messages: declares no namespace',
    ]);
  });
});
