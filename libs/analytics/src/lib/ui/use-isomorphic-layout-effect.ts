import { useEffect, useLayoutEffect } from 'react';

/** Layout effect in the browser (runs before any passive effect of the page), plain effect on the server. */
export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
