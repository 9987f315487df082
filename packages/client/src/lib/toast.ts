/** A tiny toast bus: anything can show a message; the Toaster component renders the newest. */
export interface ToastMessage {
  id: number;
  text: string;
  kind: 'error' | 'info';
}
type Listener = (msg: ToastMessage) => void;
const listeners = new Set<Listener>();
let seq = 0;

export const toast = {
  error: (text: string) => listeners.forEach((l) => l({ id: ++seq, text, kind: 'error' })),
  info: (text: string) => listeners.forEach((l) => l({ id: ++seq, text, kind: 'info' })),
  subscribe: (l: Listener) => {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  },
};

/**
 * Screens that show a failed submission beside their own input (the payment sheet writes "还可尝试3次" under its
 * boxes) claim the failures of submissions while they are open, so the query client does not repeat the same
 * refusal as a toast above them. A claim is a token, released when that screen closes; several may overlap.
 * Only mutations are claimed: a background read failing meanwhile still shows its toast.
 */
const claims = new Set<symbol>();
export const inlineErrors = {
  claim: (): (() => void) => {
    const token = Symbol('inline-errors');
    claims.add(token);
    return () => {
      claims.delete(token);
    };
  },
  claimed: (): boolean => claims.size > 0,
};
