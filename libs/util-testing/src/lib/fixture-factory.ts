/**
 * A test fixture: `defaults` builds the complete value (called anew each time, so no two tests share an
 * object), and the returned function replaces single top-level fields with `overrides`.
 *
 *   export const orderFixture = fixtureFactory<Order>(() => ({ id: 'o-1', lines: [lineFixture()] }));
 *   orderFixture({ id: 'o-2' });
 */
export function fixtureFactory<T extends object>(defaults: () => T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...defaults(), ...overrides });
}
