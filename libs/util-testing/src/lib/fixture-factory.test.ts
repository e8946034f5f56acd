import { fixtureFactory } from './fixture-factory';

interface Line {
  id: string;
  quantity: number;
  tags: string[];
  note: string | null;
}

const lineFixture = fixtureFactory<Line>(() => ({ id: 'line-1', quantity: 1, tags: ['a'], note: 'gift' }));

describe('fixtureFactory', () => {
  it('gives the defaults without overrides', () => {
    expect(lineFixture()).toEqual({ id: 'line-1', quantity: 1, tags: ['a'], note: 'gift' });
  });

  it('replaces only the fields given, null included', () => {
    expect(lineFixture({ quantity: 3, note: null })).toEqual({ id: 'line-1', quantity: 3, tags: ['a'], note: null });
  });

  it('builds fresh defaults for each fixture, so changing one leaves the next alone', () => {
    const first = lineFixture();
    first.tags.push('changed');
    expect(lineFixture().tags).toEqual(['a']);
  });
});
