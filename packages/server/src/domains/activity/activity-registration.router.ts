import { initServer } from '@ts-rest/fastify';
import { activityRegistrationContract } from '@card/contract';
import type { AppContext } from '../../context';
import { open, signedIn } from '../../lib/handler';
import { attendeesService } from './activity-registration-attendees.service';
import { registrationService } from './activity-registration.service';

const s = initServer();

/**
 * Handlers of the activity area's registration part (contract activity-registration.contract.ts). The owner's calls
 * on either kind pass the session's access state: the service checks the module of the row's kind.
 */
export function activityRegistrationHandlers(ctx: AppContext) {
  const reg = registrationService(ctx);
  const att = attendeesService(ctx);
  return s.router(activityRegistrationContract, {
    saveRegistrationPage: signedIn(({ body }, userId) => reg.savePage(userId, body)),
    publishRegistrationPage: signedIn(({ body }, userId) => reg.publishPage(userId, body.id)),
    closeRegistrationPage: signedIn(({ body }, userId) => reg.closePage(userId, body.id)),
    delRegistrationPage: signedIn(({ body }, userId) => reg.deletePage(userId, body.id)),
    findMyRegistrationPages: signedIn(({ body }, userId) => reg.myPages(userId, body)),
    saveRegistrationFields: signedIn(({ body }, userId, r) => reg.saveFields(userId, r.session?.access, body)),
    findRegistrationFields: signedIn(({ body }, userId, r) => reg.fields(userId, r.session?.access, body.id)),
    findRegisterDetail: open(({ body }, viewerId) => reg.detail(viewerId, body.id)),
    submitRegistration: signedIn(({ body }, userId) => reg.submit(userId, body)),
    submitGuestRegistration: open(({ body }, _viewerId, request) => reg.submitGuest(request.ip, body)),
    cancelRegistration: signedIn(({ body }, userId, r) => reg.cancel(userId, body.id, r.lang)),
    cancelActivity: signedIn(({ body }, userId, r) => att.cancelActivity(userId, body.id, r.lang)),
    findAttendees: signedIn(({ body }, userId, r) => att.list(userId, r.session?.access, body)),
    exportAttendees: async ({ request, query, reply }) => {
      const file = await att.exportCsv(request.session!.userId, request.session?.access, query.id);
      // A file of other people's details: never cached, never sniffed, downloaded rather than shown.
      reply.headers({
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
        'content-disposition': `attachment; filename="${file.fileName}"`,
      });
      return { status: 200 as const, body: file.text };
    },
    checkInAttendee: signedIn(({ body }, userId, r) => att.checkIn(userId, r.session?.access, body.id)),
    findMyRegistrations: signedIn(({ body }, userId) => att.mine(userId, body)),
  });
}
