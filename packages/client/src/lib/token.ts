/** The login token lives in localStorage and is sent as `Authorization` on every call. */
const KEY = 'card.token';
export const tokenStore = {
  get: () => localStorage.getItem(KEY),
  set: (t: string) => localStorage.setItem(KEY, t),
  clear: () => localStorage.removeItem(KEY),
};
