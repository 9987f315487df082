/** A tiny toast bus: anything can show a message; the Toaster component renders the newest. */
export interface ToastMessage { id: number; text: string; kind: 'error' | 'info' }
type Listener = (msg: ToastMessage) => void;
const listeners = new Set<Listener>();
let seq = 0;

export const toast = {
  error: (text: string) => listeners.forEach((l) => l({ id: ++seq, text, kind: 'error' })),
  info: (text: string) => listeners.forEach((l) => l({ id: ++seq, text, kind: 'info' })),
  subscribe: (l: Listener) => { listeners.add(l); return () => { listeners.delete(l); }; },
};
