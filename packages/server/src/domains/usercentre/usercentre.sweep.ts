import { areaSweep, one } from '../../../test/sweep/area-sweep';
import { newBindRequest, newMessage } from '../../../test/factories';

/**
 * The usercentre area's part of the foreign-id sweep (test/sweep/foreign-id-sweep.ts): the kinds of object it owns and
 * how an owner's are made, and which kind each id field of its routes names (test/sweep/area-sweep.ts says how the
 * rules are read). Test code beside the area it describes: nothing under src imports it (.dependency-cruiser.cjs).
 */
export const sweep = areaSweep({
  kinds: {
    message: (o) => one(newMessage(o.ctx, o.owner)),
    bindRequest: (o) => one(newBindRequest(o.ctx, o.owner)),
  },
  byField: {
    // A message of the message centre is its receiver's (wherever a call names one: the centre, a ticket's reply).
    messageId: 'message',
  },
  byRoute: [
    [/UserMessage/, 'message'],
    [/^usercentre\.bind(Agree|Refuse)$/, 'bindRequest'],
  ],
});
