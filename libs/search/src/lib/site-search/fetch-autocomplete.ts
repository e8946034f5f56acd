import { print } from 'graphql';
import { z } from 'zod/mini';
import { AutocompleteDocument, type AutocompleteQuery, type Region } from '../../graphql/generated/graphql';

export type AutocompleteSuggestion = AutocompleteQuery['autocomplete'][number];

// Schemas are built on first use (z.lazy), not while the page's scripts load (decision 012).
const responseSchema = z.lazy(() =>
  z.object({
    data: z.optional(
      z.nullable(
        z.object({
          autocomplete: z.array(
            z.object({
              label: z.string(),
              product: z.nullable(z.object({ id: z.string(), name: z.string(), slug: z.string(), category: z.object({ id: z.string() }) })),
              category: z.nullable(z.object({ id: z.string() })),
            }),
          ),
        }),
      ),
    ),
  }),
);

let query: string | null = null;

/**
 * Suggestions for a typed text from the storefront's /graphql endpoint (the codegen'd Autocomplete
 * operation). The answer is checked before use; anything unexpected reads as "no suggestions".
 */
export async function fetchAutocomplete(
  endpoint: string,
  variables: { region: Region; query: string; limit?: number },
  signal?: AbortSignal,
): Promise<AutocompleteSuggestion[]> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ operationName: 'Autocomplete', query: (query ??= print(AutocompleteDocument)), variables }),
    signal,
  });
  if (!response.ok) return [];
  const parsed = responseSchema.safeParse(await response.json());
  return parsed.success ? parsed.data.data?.autocomplete ?? [] : [];
}
