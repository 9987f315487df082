import { areaSweep, one, type OwnedObjects } from '../../../test/sweep/area-sweep';
import { newUser } from '../../../test/factories';
import { newCustody } from '../../../test/factories/programme-dealer';
import { newNicknameCustom } from '../../../test/factories/programme-persona';
import { newShakeDevice } from '../../../test/factories/programme-shake';
import { newSmsAccount, newSmsGrant, newSmsRecord, newSmsSign } from '../../../test/factories/programme-sms';

/**
 * The programme area's part of the foreign-id sweep (test/sweep/foreign-id-sweep.ts): the kinds of object it owns and
 * how an owner's are made, and which kind each id field of its routes names (test/sweep/area-sweep.ts says how the
 * rules are read). Test code beside the area it describes: nothing under src imports it (.dependency-cruiser.cjs).
 */
/** SMS credits and consent, so the owner's sends can succeed. */
const smsAccount = (o: OwnedObjects) => o.step('smsAccount', () => newSmsAccount(o.ctx, o.owner, { credits: 1000 }));

export const sweep = areaSweep({
  kinds: {
    // SMS part: an approved sign, a send record, a grant of the owner's credits to another user; credits to send with.
    smsSign: async (o) => {
      await smsAccount(o);
      return one(newSmsSign(o.ctx, o.owner));
    },
    smsRecord: async (o) => {
      await smsAccount(o);
      return one(newSmsRecord(o.ctx, o.owner));
    },
    smsGrant: async (o) => {
      await smsAccount(o);
      return one(newSmsGrant(o.ctx, o.owner, await newUser(o.ctx)));
    },
    shakeDevice: (o) => one(newShakeDevice(o.ctx, o.owner)),
    personaCustom: (o) => one(newNicknameCustom(o.ctx, o.owner)),
    // Dealer part: the owner's own request, a request to the owner as custodian, a card in the owner's custody.
    custodyAsked: async (o) => one(newCustody(o.ctx, o.owner, await newUser(o.ctx), 'requested')),
    custodyToAccept: async (o) => one(newCustody(o.ctx, await newUser(o.ctx), o.owner, 'requested')),
    custodyKept: async (o) => one(newCustody(o.ctx, await newUser(o.ctx), o.owner, 'active')),
  },
  byField: {
    // Programmes (sms part): a sign is its applicant's (a send or the default sign names one's own); `payer` is the public
    // card id of an owner who granted the caller their credits (anyone else's answers SMS_GRANT_NOT_FOUND).
    signId: 'smsSign',
    defaultSignId: 'smsSign',
    payer: null,
    // Programmes (persona part): pendants are the platform's catalogue (anyone may look at any; wearing one needs VIP).
    pendantId: null,
    // Programmes (shake part): a shake device is its owner's; role tags are the platform's catalogue.
    deviceId: 'shakeDevice',
    tagIds: null,
    // Programmes (dealer part): a custodian is named by their public card id (anyone may be asked).
    custodianIdEcr: null,
  },
  byRoute: [
    // Programmes (promotion part): any operator reviews any invite claim by design (the role is the guard).
    [/^programme\.reviewInviteClaim$/, null],
    // Programmes (sms part): a record and a grant are their sender's and owner's; any operator reviews any sign by design.
    [/^programme\.findSmsRecordDetail$/, 'smsRecord'],
    [/^programme\.revokeSmsGrant$/, 'smsGrant'],
    [/^programme\.reviewSmsSign$/, null],
    // Programmes (persona part): an avatar-nickname custom is its owner's.
    [/NicknameCustom/, 'personaCustom'],
  ],
  byRouteField: [
    // Programmes (promotion part): an invite activity is the platform's; anyone takes part in a running one.
    [/^programme\.(findInviteHome|findInviteProgress|submitInviteDocuments|editInviteDocuments)$/, 'activityId', null],
    // Programmes (shake part): operators review any application or device by design (the role is the guard); a shake
    // page's code is public (anyone who shakes opens it).
    [/^programme\.(reviewShakeApplication|reviewShakeConfig)$/, 'deviceId', null],
    [/^programme\.openShakePage$/, 'code', null],
    // Programmes (insight part): a share link's token is a capability anyone holding it may read with (the report calls
    // take no id: the caller's own year only), not an object the caller owns.
    [/^programme\.getSharedAnnualReport$/, 'token', null],
    // Programmes (dealer part): a custody request is its card owner's to withdraw and its custodian's to accept or
    // decline; an active custody is its custodian's to edit the card of; any agent disconnects any custody by design.
    [/^programme\.cancelCustodyRequest$/, 'custodyId', 'custodyAsked'],
    [/^programme\.(acceptCustody|declineCustody)$/, 'custodyId', 'custodyToAccept'],
    [/^programme\.(findCustodyCard|updateCustodyCard)$/, 'custodyId', 'custodyKept'],
    [/^programme\.disconnectCustody$/, 'custodyId', null],
  ],
});
