import { useEffect, useRef, type RefObject } from 'react';
import { focusableElements } from './focusable';

/**
 * While `open`: moves focus into the dialog, keeps Tab and Shift+Tab inside it, calls `onEscape`
 * on Escape, and locks page scrolling. When it closes (or unmounts) focus goes back to the
 * element that had it before opening.
 */
export function useDialogFocus(dialogRef: RefObject<HTMLElement | null>, open: boolean, onEscape: () => void): void {
  // The latest callback without re-running the effect (which would move focus again).
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;

    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const [first] = focusableElements(dialog);
    (first ?? dialog).focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (!dialog) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableElements(dialog);
      const firstElement = focusable[0];
      const lastElement = focusable[focusable.length - 1];
      if (!firstElement || !lastElement) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === firstElement || !dialog.contains(active))) {
        event.preventDefault();
        lastElement.focus();
      } else if (!event.shiftKey && (active === lastElement || !dialog.contains(active))) {
        event.preventDefault();
        firstElement.focus();
      }
    }

    // Focus that escapes by other means (a click outside) is pulled back in.
    function onFocusIn(event: FocusEvent) {
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) {
        const [firstElement] = focusableElements(dialog);
        (firstElement ?? dialog).focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = previousOverflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [dialogRef, open]);
}
