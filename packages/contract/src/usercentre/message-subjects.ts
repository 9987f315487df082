import { z } from 'zod';

/**
 * What a message of the message centre is about (issue 31): the object whose screen the message opens. Areas that
 * write messages name the subject with its id; the client maps each type to its screen (client
 * config/message-routes.ts, a record over this list, so a type added here without a screen fails typecheck).
 */
export const MESSAGE_SUBJECT_TYPES = [
  /** An exchange request waiting for the receiver (id: the request). */
  'exchangeRequest',
  /** Another user's card, after an exchange was accepted, declined or sent (id: their phoneIdEcr). */
  'contact',
  /** A company application for the company's admins (id: the company). */
  'companyApplication',
  /** The user's own company membership (id: the company). */
  'company',
  /** An admin's invitation into a company, for the invitee to accept or decline (id: the invitation). */
  'companyInvite',
  /** A circle (id: the circle). */
  'circle',
  /** Applications to join a circle, for its admins (id: the circle). */
  'circleApplication',
  /** Complaints about the user's own circle and their outcome, for its owner (id: the circle). */
  'circleComplaints',
  /** A mirror binding (id: the other side's phoneIdEcr). */
  'mirror',
  /** A consultation left on the user's card (id: the consultation). */
  'consultation',
  /** A shop order the user sold (id: the order). */
  'shopSale',
  /** A shop order the user bought (id: the order). */
  'shopPurchase',
  /** A VIP / edition order of the user (id: the order). */
  'vipOrder',
  /** A refund of the user's VIP / edition order (id: the order). */
  'refund',
  /** A customer-service ticket of the user (id: the ticket). */
  'ticket',
  /** A complaint the user made, once decided (id: the complaint). */
  'complaint',
  /** A design case: its review, a complaint about it, an appeal (id: the case). */
  'case',
  /** A micro page's or leaflet's leads, for its owner (id: the page). */
  'pageLeads',
  /** An activity the user registered for: its notices, its cancellation (id: the activity). */
  'activity',
  /** The registrations of the user's own activity, e.g. a paid one (id: the activity). */
  'activityAttendees',
  /** The user's wallet: income credited, a withdrawal that failed and came back (id: the order or withdrawal). */
  'wallet',
  /** The user's golden keys: received, given back (id: the message's own; the screen lists every movement). */
  'goldenKeys',
  /** Micro videos a master card pushed to the user's card (id: the master's phoneIdEcr). */
  'videoShare',
  /** The user's video taken down after a complaint (id: the video). */
  'illegalVideo',
  /** A dealer custody of the user's card, or one the user keeps (id: the custody). */
  'custody',
  /** The user's VIP membership itself, e.g. a trial that ended (id: the message's own). */
  'vipCentre',
  /** Details a visitor left on the user's card (issue 34; id: the share back): the address book lists it. */
  'shareBack',
] as const;
export type MessageSubjectType = (typeof MESSAGE_SUBJECT_TYPES)[number];

/** A subject as a union over its types, so `{ type: 'circle', id }` is checked where it is written. */
export type TMessageSubject = { [K in MessageSubjectType]: { type: K; id: string } }[MessageSubjectType];
export const ZMessageSubject = z.object({ type: z.enum(MESSAGE_SUBJECT_TYPES), id: z.string().min(1) }) as z.ZodType<TMessageSubject>;

/** The two Message columns of a subject, for the areas' repositories to spread into the row they write. */
export const subjectColumns = (s: TMessageSubject) => ({ subjectType: s.type, subjectId: s.id });

/** A stored row's subject, or null for rows written before subjects existed (or of a type no longer known). */
export function subjectOfRow(subjectType: string, subjectId: string): TMessageSubject | null {
  if (!subjectId || !(MESSAGE_SUBJECT_TYPES as readonly string[]).includes(subjectType)) return null;
  return { type: subjectType as MessageSubjectType, id: subjectId } as TMessageSubject;
}

/** A message row's subject columns, typed: what the areas' repositories accept beside title and content. */
export type TMessageSubjectColumns = ReturnType<typeof subjectColumns>;
