import { EnvelopArmor } from '@escape.tech/graphql-armor';
import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * How big one GraphQL document may be, checked for every document, including ones a client registers
 * through automatic persisted queries. The storefront's own operations stay well below each one
 * (a test measures them); docs/security.md gives the reasons.
 */
export const COST_LIMITS = {
  /** Field nesting, fragments flattened. The category sitemap reads seven levels of the tree. */
  depth: 8,
  aliases: 15,
  /** graphql-armor's cost units (objects 2, scalars 1, times 1.5 per level); the product page is ~330. */
  cost: 5000,
  /** Lexical tokens; counting stops at the limit, so an oversized document is refused before it is parsed. */
  tokens: 1000,
  directives: 50,
} as const;

export type CostLimits = { readonly [K in keyof typeof COST_LIMITS]: number };

export interface ArmorOptions {
  limits?: CostLimits;
  /** "Did you mean ...?" hints name fields a stranger did not know about; off in production. */
  fieldSuggestions: boolean;
}

/**
 * A document over a limit is the client's fault whatever it accepts: 400, with a code to tell it
 * from other errors (armor makes each error fresh, so its extensions are this request's own). Yoga
 * flags every parse error (the token limit is one) as a spec error that a plain application/json
 * client gets with 200; `spec` stays false here so the 400 holds for those too.
 */
const answer400 = [
  (_context: unknown, error: GraphQLError) => {
    const http = { status: 400 };
    Object.defineProperty(http, 'spec', { get: () => false, set: () => undefined, enumerable: false });
    Object.assign(error.extensions, { code: 'QUERY_TOO_COMPLEX', http });
  },
];

/** graphql-armor's envelop plugins with the shop's limits. */
export function costLimitPlugins({ limits = COST_LIMITS, fieldSuggestions }: ArmorOptions): Plugin[] {
  const armor = new EnvelopArmor({
    maxDepth: { n: limits.depth, flattenFragments: true, onReject: answer400 },
    maxAliases: { n: limits.aliases, onReject: answer400 },
    costLimit: { maxCost: limits.cost, flattenFragments: true, onReject: answer400 },
    maxTokens: { n: limits.tokens, onReject: answer400 },
    maxDirectives: { n: limits.directives, onReject: answer400 },
    blockFieldSuggestion: { enabled: !fieldSuggestions },
  });
  return armor.protect().plugins as Plugin[];
}

