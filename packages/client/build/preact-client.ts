import { options } from 'preact';

/**
 * What `react-dom/client` resolves to under Preact (decision 0014): Preact's createRoot, plus one timing setting.
 * Preact runs useEffect callbacks after the next animation frame; React runs them right after a render caused by
 * a tap or a keystroke. TanStack Query hands a screen's new query options to its observer in an effect, so with
 * Preact's delay an effect from a render made just before logout ran after the logout answered and fetched the
 * signed-in user's data without a token (the server's 302 sent the user to login instead of the logged-out home).
 * Effects therefore run in a microtask after each render's commit, as React's do for taps.
 */
options.requestAnimationFrame = (flush) => {
  queueMicrotask(flush);
};

export { createRoot, hydrateRoot } from 'preact/compat/client';
