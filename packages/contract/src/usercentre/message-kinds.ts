import type { MessageSubjectType, TMessageSubject } from './message-subjects';

/**
 * The message centre's kinds (Message.kind, the centre's tabs; issue 33). Many areas write messages, the user centre
 * reads them (the feed's filter, the client's tabs): the kind is this union at both ends, never a plain string, so a
 * writer cannot put a message on a tab nobody shows. The stored values are the ones written before the union.
 */
export const MESSAGE_KINDS = ['exchange', 'company', 'circle', 'mirror', 'advisory', 'system'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * What the messages of each kind are about (message-subjects.ts): a message lands on its kind's tab and opens its
 * subject's screen. A writer names both at once (messageColumns), so a subject written under a kind that does not
 * list it fails to compile. Each subject type belongs to exactly one kind (test/seams/message-kinds.test.ts).
 */
export const MESSAGE_KIND_SUBJECTS = {
  exchange: ['exchangeRequest', 'contact', 'shareBack'],
  company: ['companyApplication', 'company', 'companyInvite'],
  circle: ['circle', 'circleApplication', 'circleComplaints'],
  mirror: ['mirror'],
  advisory: ['consultation'],
  system: [
    'shopSale',
    'shopPurchase',
    'vipOrder',
    'refund',
    'ticket',
    'complaint',
    'case',
    'pageLeads',
    'activity',
    'activityAttendees',
    'wallet',
    'goldenKeys',
    'videoShare',
    'illegalVideo',
    'custody',
    'vipCentre',
  ],
} as const satisfies { [K in MessageKind]: readonly MessageSubjectType[] };

/** The subjects a kind's messages may name. */
export type TKindSubject<K extends MessageKind> = Extract<TMessageSubject, { type: (typeof MESSAGE_KIND_SUBJECTS)[K][number] }>;

/** The kind and subject columns of a message row, for the areas' repositories to spread into the row they write. */
export const messageColumns = <K extends MessageKind>(kind: K, subject: TKindSubject<K>) => ({ kind: kind as MessageKind, subjectType: subject.type, subjectId: subject.id });
/** A message row's kind and subject columns, typed: what the areas' repositories accept beside title and content. */
export type TMessageColumns = ReturnType<typeof messageColumns>;
/** A row without a subject (the company's notices to all members, the promotion invite's link): its kind alone. */
export const kindColumn = (kind: MessageKind) => ({ kind });
export type TMessageKindColumn = ReturnType<typeof kindColumn>;

const KIND_SET: ReadonlySet<string> = new Set(MESSAGE_KINDS);
/** A stored kind as the union; a kind this build does not know (an old row) reads as a system message. */
export const messageKindOf = (stored: string): MessageKind => (KIND_SET.has(stored) ? (stored as MessageKind) : 'system');
