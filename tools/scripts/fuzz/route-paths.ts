import { readdirSync } from 'node:fs';

/** Example values for route parameters, by name; unknown ones get `x`. */
export type ParamSamples = Record<string, string>;

/**
 * The URL path of a flat route file name (`deals.$categoryId.tsx` -> `/deals/phones`): `.` separates
 * segments, `[.]` is a literal dot, `_index` is the parent's own page, a trailing `_` only changes
 * nesting, `$name` is a parameter and a lone `$` the splat.
 */
// Stands in for `[.]` while the name is split on dots.
const LITERAL_DOT = '\u{1F}';

export function routePath(fileName: string, samples: ParamSamples): string {
  const base = fileName.replace(/\.tsx?$/, '').replace(/\[\.\]/g, LITERAL_DOT);
  const segments = base
    .split('.')
    .map((segment) => segment.split(LITERAL_DOT).join('.').replace(/_$/, ''))
    .filter((segment) => segment !== '_index')
    .map((segment) => {
      if (segment === '$') return samples['*'] ?? 'x';
      if (segment.startsWith('$')) return samples[segment.slice(1)] ?? 'x';
      return segment;
    });
  return `/${segments.join('/')}`;
}

/** Every route of the storefront's app/routes folder (test files excluded) as a concrete path. */
export function storefrontRoutePaths(routesDir: string, samples: ParamSamples): string[] {
  return readdirSync(routesDir)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => routePath(name, samples));
}
