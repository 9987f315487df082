import type { TChatConversation, TChatMessage, VisitorDevice } from '@card/contract';

/**
 * The process's live events: what the open apps are told at once over the chat's WebSocket (the service area's
 * socket and relay deliver them, to other instances through Redis). Writers announce here after their transaction
 * committed (or, for a card view, once the visit is queued); a listener that throws is kept from breaking the write.
 *
 * In core because two areas announce: the live chat (its messages and conversations, issue 17) and the card (a view,
 * told to the owner as "某某正在看你的名片", issue 31). The card view carries ids only; who the visitor is and whether
 * the owner wants the notice are read by the radar when a socket of the owner is open to receive it.
 */
export interface CardViewEvent {
  ownerId: string;
  viewerId: string | null;
  device: VisitorDevice | null;
  city: string | null;
  at: string;
}

export type LiveEvent =
  | { type: 'message'; message: TChatMessage; conversation: TChatConversation }
  | { type: 'conversation'; conversation: TChatConversation }
  | { type: 'cardView'; view: CardViewEvent };

type Listener = (event: LiveEvent) => void;

function liveEmitter() {
  const listeners = new Set<Listener>();
  return {
    /** Subscribes; the answer unsubscribes. */
    on(fn: Listener): () => void {
      listeners.add(fn);
      return () => {
        listeners.delete(fn);
      };
    },
    emit(event: LiveEvent) {
      for (const fn of [...listeners]) {
        try {
          fn(event);
        } catch {
          /* a subscriber's failure is its own; the write is done already */
        }
      }
    },
  };
}

export const liveEvents = liveEmitter();
