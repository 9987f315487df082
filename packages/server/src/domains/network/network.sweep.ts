import { areaSweep, one } from '../../../test/sweep/area-sweep';
import { newAdvisory, newContactEntry, newContactLabel, newMirrorPush, newVisitEvent } from '../../../test/factories';
import { newCardScan } from '../../../test/factories/network-scan';

/**
 * The network area's part of the foreign-id sweep (test/sweep/foreign-id-sweep.ts): the kinds of object it owns and
 * how an owner's are made, and which kind each id field of its routes names (test/sweep/area-sweep.ts says how the
 * rules are read). Test code beside the area it describes: nothing under src imports it (.dependency-cruiser.cjs).
 */
export const sweep = areaSweep({
  kinds: {
    contactLabel: (o) => one(newContactLabel(o.ctx, o.owner)),
    contact: (o) => one(newContactEntry(o.ctx, o.owner)),
    radarVisitor: async (o) => [(await newVisitEvent(o.ctx, o.owner, `sweepVisitor${o.owner.id.slice(0, 8)}`)).visitorKey],
    advisory: (o) => one(newAdvisory(o.ctx, o.owner)),
    mirrorPush: (o) => one(newMirrorPush(o.ctx, o.owner)),
    cardScan: (o) => one(newCardScan(o.ctx, o.owner)),
  },
  byField: {
    // Network (exchange part): contact labels belong to their owner.
    labelId: 'contactLabel',
    labelIds: 'contactLabel',
    contactId: 'contact',
    // Network (radar part): a visitor of my card is mine to look at; the beacon names any public card.
    visitorKey: 'radarVisitor',
    ownerPhoneIdEcr: null,
    // Network (mirror part): a push belongs to its master.
    pushId: 'mirrorPush',
    // Network (company part): applications, departments and hand-overs belong to a company, not to whoever names them;
    // each call checks the caller's company and admin role (or, refusing a hand-over, that it is about the caller)
    // itself. A company is named to search and apply to it; people are public card ids.
    companyId: null,
    applicationId: null,
    departmentId: null,
    handoverId: null,
    fromPhoneIdEcr: null,
    toPhoneIdEcr: null,
    // Company invitations (issue 31): one belongs to its company and its invitee; each call checks the caller is the
    // invitee or an admin of that company (anyone else: COMPANY_INVITE_NOT_FOUND, network-company-create.test.ts).
    // `invitee` is a mobile number or public card id, named to invite anyone.
    inviteId: null,
    invitee: null,
  },
  byRoute: [
    // Network (paper card part, issue 34): a scan is its owner's (a read one, so saving it can succeed).
    [/^network\.(getCardScan|saveCardScan|discardCardScan)$/, 'cardScan'],
    [/^network\.readAdvisory$/, 'advisory'],
  ],
  byRouteField: [
    // Share back (issue 34): the withdraw link's token is a capability of whoever left the details, not an object of a user.
    [/^network\.withdrawShareBack$/, 'token', null],
  ],
});
