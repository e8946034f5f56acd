import { categoryPath, productPath } from '@kori/ui';
import { parseLocale } from '@kori/i18n';
import { useNavigate } from '@remix-run/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AutocompleteSuggestion, fetchAutocomplete } from './fetch-autocomplete';

export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_DEBOUNCE_MS = 150;

export interface SiteSearchProps {
  /** GraphQL endpoint the browser talks to (the storefront forwards it to the API). */
  endpoint?: string;
  /** Prefills the box (e.g. the current query on /search). */
  defaultQuery?: string;
  /** Replaces fetchAutocomplete (tests). */
  loadSuggestions?: typeof fetchAutocomplete;
}

/** The GraphQL printer and the answer's checks load with the first suggestion request, not with every page. */
const fetchAutocompleteLazily: typeof fetchAutocomplete = (...args) =>
  import('./fetch-autocomplete').then(({ fetchAutocomplete: load }) => load(...args));

function hrefOf(suggestion: AutocompleteSuggestion): string {
  if (suggestion.product) return productPath(suggestion.product);
  if (suggestion.category) return categoryPath(suggestion.category.id);
  return `/search?q=${encodeURIComponent(suggestion.label)}`;
}

/**
 * The header's search box. Without JavaScript a plain GET form to /search. Hydrated, it is a WAI-ARIA
 * 1.2 combobox: from two characters it asks for suggestions (debounced), ArrowDown/ArrowUp move
 * through them (focus stays in the input; aria-activedescendant points at the option), Enter opens
 * the active one or searches, Escape closes the list (and clears the box when already closed).
 */
export function SiteSearch({ endpoint = '/graphql', defaultQuery = '', loadSuggestions = fetchAutocompleteLazily }: SiteSearchProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [text, setText] = useState(defaultQuery);
  const [suggestions, setSuggestions] = useState<AutocompleteSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Typing opens the list; Escape or choosing closes it until the text changes again.
  const typed = useRef(false);

  const region = parseLocale(intl.locale).region;

  useEffect(() => {
    const trimmed = text.trim();
    if (!typed.current || trimmed.length < AUTOCOMPLETE_MIN_CHARS) {
      setSuggestions([]);
      setActive(-1);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loadSuggestions(endpoint, { region, query: trimmed, limit: 8 }, controller.signal)
        .then((found) => {
          setSuggestions(found);
          setActive(-1);
          setOpen(found.length > 0);
        })
        .catch(() => {
          // Aborted or offline: the box still works as a plain search form.
        });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, region, endpoint, loadSuggestions]);

  const expanded = open && suggestions.length > 0;

  const choose = (suggestion: AutocompleteSuggestion) => {
    setOpen(false);
    typed.current = false;
    setText(suggestion.product?.name ?? suggestion.label);
    navigate(hrefOf(suggestion));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        if (suggestions.length === 0) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(0);
        } else setActive((index) => (index + 1) % suggestions.length);
        return;
      case 'ArrowUp':
        if (suggestions.length === 0) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(suggestions.length - 1);
        } else setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
        return;
      case 'Enter': {
        const suggestion = expanded && active >= 0 ? suggestions[active] : undefined;
        if (suggestion) {
          event.preventDefault();
          choose(suggestion);
        }
        // Otherwise the form submits: a search for the typed text.
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) {
          setOpen(false);
          setActive(-1);
        } else {
          typed.current = false;
          setText('');
        }
        return;
      default:
        return;
    }
  };

  return (
    <form role="search" method="get" action="/search" className="kori-site-search__form kori-search-box">
      <label htmlFor={inputId} className="kori-visually-hidden">
        {intl.formatMessage({ id: 'search.box.label' })}
      </label>
      <div className="kori-search-box__field">
        <input
          id={inputId}
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          maxLength={200}
          placeholder={intl.formatMessage({ id: 'search.box.placeholder' })}
          value={text}
          onChange={(event) => {
            typed.current = true;
            setText(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => {
            if (suggestions.length > 0) setOpen(true);
          }}
        />
        <ul
          id={listboxId}
          role="listbox"
          aria-label={intl.formatMessage({ id: 'search.box.suggestions' })}
          className="kori-search-box__listbox"
          hidden={!expanded}
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.product?.id ?? ''}-${suggestion.category?.id ?? ''}-${index}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="kori-search-box__option"
              // mousedown, not click: it comes before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(suggestion);
              }}
            >
              {suggestion.category ? (
                <FormattedMessage id="search.box.categoryOption" values={{ name: suggestion.label }} />
              ) : (
                suggestion.label
              )}
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className="kori-button kori-button--primary kori-button--medium">
        <FormattedMessage id="search.box.submit" />
      </button>
      <p className="kori-visually-hidden" aria-live="polite">
        {expanded ? intl.formatMessage({ id: 'search.box.count' }, { count: suggestions.length }) : ''}
      </p>
    </form>
  );
}
