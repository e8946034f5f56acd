/**
 * When the banner disappears under the keyboard focus, focus would fall back to <body>; move it to the
 * page's main landmark instead so keyboard and screen reader users continue where the content starts.
 */
export function focusMainContentIfLost(doc: Document = document): void {
  setTimeout(() => {
    const active = doc.activeElement;
    if (active && active !== doc.body && active.isConnected) return;
    const main = doc.querySelector<HTMLElement>('main, [role="main"]');
    if (!main) return;
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus({ preventScroll: true });
  }, 0);
}
