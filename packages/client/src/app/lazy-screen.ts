import type { ComponentType } from 'react';

/**
 * A route's `lazy`: the screen is the module's default export, or its export `name`; each screen its own chunk, so
 * a visitor downloads only the screens they open. One helper for every route file (each had its own copy).
 */
export const lazyScreen =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name = 'default') =>
  async () => ({ Component: (await load())[name] as ComponentType });
