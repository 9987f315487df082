import type { TChatConversation, TChatMessage } from '@card/contract';

/**
 * The chat's in-process hook point (issue 17): the HTTP calls emit here after their transaction committed, and the
 * socket part subscribes to deliver to both sides' sockets (and to other instances through its own relay). A
 * listener that throws is kept from breaking the write that announced it.
 */
export type ChatEvent =
  | { type: 'message'; message: TChatMessage; conversation: TChatConversation }
  | { type: 'conversation'; conversation: TChatConversation };

type Listener = (event: ChatEvent) => void;

function chatEmitter() {
  const listeners = new Set<Listener>();
  return {
    /** Subscribes; the answer unsubscribes. */
    on(fn: Listener): () => void {
      listeners.add(fn);
      return () => { listeners.delete(fn); };
    },
    emit(event: ChatEvent) {
      for (const fn of [...listeners]) {
        try { fn(event); } catch { /* a subscriber's failure is its own; the message is stored already */ }
      }
    },
  };
}

export const chatEvents = chatEmitter();
