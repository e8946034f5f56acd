import { Modal } from '@kori/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHydrated } from '../use-hydrated';
import { FacetsForm, LISTING_FORM_ID, type FacetsFormProps } from './facets-form';

export const FILTERS_PANEL_ID = 'kori-search-filters';

export interface ListingFiltersProps {
  form: FacetsFormProps;
  /** Remounts the form when the URL changes, so its fields show the new state. */
  formKey: string;
  dialog: FiltersDialog;
}

export interface FiltersDialog {
  /** False in the server render and without JavaScript: the toggle is then a link down to the form. */
  hydrated: boolean;
  open: boolean;
  openDialog: () => void;
  closeDialog: () => void;
}

/** "Filters" or "Filters (2)". */
function FiltersLabel({ count }: { count: number }) {
  return <FormattedMessage id="search.filters.button" values={{ count }} />;
}

/**
 * The "Filters" button of narrow screens (CSS hides it on wide ones, where the form stays beside the
 * results). With JavaScript it opens the form in a dialog; without, it is a link down to the same form,
 * which narrow screens place after the results.
 */
export function FiltersToggle({ activeCount, expanded, onOpen }: { activeCount: number; expanded: boolean; onOpen: (() => void) | null }) {
  return (
    <div className="kori-search-filters-bar">
      {onOpen ? (
        <button
          type="button"
          className="kori-button kori-button--secondary kori-button--medium"
          aria-haspopup="dialog"
          aria-expanded={expanded}
          onClick={onOpen}
        >
          <FiltersLabel count={activeCount} />
        </button>
      ) : (
        <a href={`#${LISTING_FORM_ID}`} className="kori-button kori-button--secondary kori-button--medium">
          <FiltersLabel count={activeCount} />
        </a>
      )}
    </div>
  );
}

/** State of the filters dialog, shared by the toggle above the results and the panel beside them. */
export function useFiltersDialog(): FiltersDialog {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  return { hydrated, open, openDialog: () => setOpen(true), closeDialog: () => setOpen(false) };
}

/**
 * The filter form: beside the results on wide screens; on narrow ones after the results without
 * JavaScript, in a dialog with it. One form at a time, so its ids stay unique.
 */
export function ListingFilters({ form, formKey, dialog }: ListingFiltersProps) {
  const intl = useIntl();
  return (
    <>
      <div id={FILTERS_PANEL_ID} className="kori-search-filters-panel">
        {!dialog.open && <FacetsForm key={formKey} {...form} />}
      </div>
      <Modal open={dialog.open} onClose={dialog.closeDialog} title={intl.formatMessage({ id: 'search.filters.dialogTitle' })}>
        <FacetsForm key={formKey} {...form} onSubmitted={dialog.closeDialog} />
      </Modal>
    </>
  );
}
