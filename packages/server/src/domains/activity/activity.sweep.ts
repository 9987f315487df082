import { areaSweep, one } from '../../../test/sweep/area-sweep';
import { newActivity, newRegistration, newUser } from '../../../test/factories';

/**
 * The activity area's part of the foreign-id sweep (test/sweep/foreign-id-sweep.ts): the kinds of object it owns and
 * how an owner's are made, and which kind each id field of its routes names (test/sweep/area-sweep.ts says how the
 * rules are read). Test code beside the area it describes: nothing under src imports it (.dependency-cruiser.cjs).
 */
export const sweep = areaSweep({
  kinds: {
    // Activities: a published one, a draft, an ended one.
    activity: (o) => one(newActivity(o.ctx, o.owner)),
    activityDraft: (o) => one(newActivity(o.ctx, o.owner, { status: 'draft' })),
    activityEnded: (o) => {
      const now = o.ctx.clock.now().getTime();
      return one(newActivity(o.ctx, o.owner, { startTime: new Date(now - 2 * 86_400_000), endTime: new Date(now - 86_400_000) }));
    },
    // Registration part: a published page and a draft of the owner, the owner's registration elsewhere, a registration
    // on a page of the owner's own (so the first page has nobody registered and can be deleted).
    regPage: (o) => one(newActivity(o.ctx, o.owner, { kind: 'form' })),
    regPageDraft: (o) => one(newActivity(o.ctx, o.owner, { kind: 'form', status: 'draft' })),
    registration: async (o) => one(newRegistration(o.ctx, await newActivity(o.ctx, await newUser(o.ctx)), o.owner)),
    attendee: async (o) => one(newRegistration(o.ctx, await newActivity(o.ctx, o.owner, { kind: 'form' }), await newUser(o.ctx))),
  },
  byRoute: [
    // Activities (events part): a published activity is anyone's to read (drafts answer NOT_FOUND: activity-events.test.ts);
    // the owner saves and notifies a published one, publishes a draft, deletes an ended one.
    [/^activity\.(getActivity|getActivityFee|getActivityAddress|getActivityPoster)$/, null],
    [/^activity\.(saveActivity|notifyActivityAttendees)$/, 'activity'],
    [/^activity\.publishActivity$/, 'activityDraft'],
    [/^activity\.delActivity$/, 'activityEnded'],
    // Activities (registration part): a published activity or page is anyone's to read and register for; pages, forms
    // and attendees are the owner's (a draft page to publish); a registration to cancel is the caller's own; a
    // check-in takes a registration of the owner's page. A visitor's registration (issue 32: no account, userId null)
    // is no user's, so no second user exists to sweep it with: activity-registration-guest.test.ts refuses its cancel
    // to every user and lets only the page's owner check it in.
    // A visitor without an account registers for any published page by its id, as a signed-in user does (issue 32).
    [/^activity\.(findRegisterDetail|submitRegistration|submitGuestRegistration)$/, null],
    [/^activity\.(saveRegistrationPage|closeRegistrationPage|delRegistrationPage|saveRegistrationFields|findRegistrationFields|findAttendees|exportAttendees)$/, 'regPage'],
    [/^activity\.publishRegistrationPage$/, 'regPageDraft'],
    [/^activity\.cancelActivity$/, 'activity'],
    [/^activity\.cancelRegistration$/, 'registration'],
    [/^activity\.checkInAttendee$/, 'attendee'],
  ],
});
