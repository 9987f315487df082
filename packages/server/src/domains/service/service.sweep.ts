import { areaSweep, one } from '../../../test/sweep/area-sweep';
import { newComplaint, newConversation, newTicket } from '../../../test/factories/service';

/**
 * The service area's part of the foreign-id sweep (test/sweep/foreign-id-sweep.ts): the kinds of object it owns and
 * how an owner's are made, and which kind each id field of its routes names (test/sweep/area-sweep.ts says how the
 * rules are read). Test code beside the area it describes: nothing under src imports it (.dependency-cruiser.cjs).
 */
export const sweep = areaSweep({
  kinds: {
    chatConversation: (o) => one(newConversation(o.ctx, o.owner)),
    serviceTicket: (o) => one(newTicket(o.ctx, o.owner)),
    complaint: (o) => one(newComplaint(o.ctx, o.owner)),
  },
  byField: {
    // Customer service (chat part): a conversation is its user's (and, once taken, its agent's); a clientMsgId is the
    // sender's own name for a message, not an object.
    conversationId: 'chatConversation',
    clientMsgId: null,
    // Customer service (tickets part): a ticket is its user's; a message of the message centre is its receiver's.
    ticketId: 'serviceTicket',
  },
  byRoute: [
    // Help centre: an article is nobody's; visitors read any shown one (hidden answers NOT_FOUND: service-help.test.ts)
    // and any agent edits or hides any article by design (the role is the guard).
    [/^service\.(findHelpDetail|saveHelpArticle|hideHelpArticle)$/, null],
    // Complaints: a complaint is its complainant's to read; any agent decides any complaint by design (the role is the guard).
    [/^service\.findComplaintDetail$/, 'complaint'],
    [/^service\.decideComplaint$/, null],
  ],
  byRouteField: [
    // Customer service (chat part): any agent may take any waiting conversation by design (the role is the guard).
    [/^service\.acceptConversation$/, 'conversationId', null],
    // Customer service (tickets part): any agent reads, answers and closes any ticket by design (the role is the guard).
    [/^service\.(findServiceTicketDetail|replyTicket|closeServiceTicket)$/, 'ticketId', null],
    // Complaints: the target is another user's public card id by design (one's own is refused: COMPLAINT_SELF).
    [/^service\.submitComplaint$/, 'target', null],
  ],
});
