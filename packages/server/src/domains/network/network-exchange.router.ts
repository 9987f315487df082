import { initServer } from '@ts-rest/fastify';
import { networkExchangeContract } from '@card/contract';
import type { AppContext } from '../../context';
import { signedIn, userIdOf } from '../../lib/handler';
import { searchOk } from '../../lib/envelope';
import { networkContactService } from './network-contact.service';
import { networkExchangeSearchService } from './network-exchange-search.service';
import { networkExchangeService } from './network-exchange.service';

const s = initServer();

/** Export files go to the owner only: never cached by anyone, never sniffed as something else. */
const EXPORT_HEADERS = { 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' };

/** Handlers of the network exchange part (contract network-exchange.contract.ts). */
export function networkExchangeHandlers(ctx: AppContext) {
  const exchange = networkExchangeService(ctx);
  const book = networkContactService(ctx);
  const search = networkExchangeSearchService(ctx);
  return s.router(networkExchangeContract, {
    applyExchangeCard: signedIn(({ body }, userId) => exchange.apply(userId, body)),
    agreeExchangeCard: signedIn(({ body }, userId) => exchange.agree(userId, body.phoneIdEcr)),
    refuseExchangeCard: signedIn(({ body }, userId) => exchange.refuse(userId, body.phoneIdEcr)),
    cancelExchangeCard: signedIn(({ body }, userId) => exchange.cancel(userId, body.phoneIdEcr)),
    findExchangeState: signedIn(({ body }, userId) => exchange.state(userId, body.phoneIdEcr)),
    findExchangeRequests: signedIn(({ body }, userId) => exchange.requests(userId, body)),
    addRessBook: signedIn(({ body }, userId) => book.addressBook(userId, body)),
    searchFriends: signedIn(({ body }, userId) => book.searchFriends(userId, body)),
    department: signedIn((_, userId) => book.department(userId)),
    deleteContact: signedIn(({ body }, userId) => book.deleteContact(userId, body.phoneIdEcr)),
    searchCardUser: async ({ body, request }) => searchOk(request.lang, await search.searchCardUser(userIdOf(request), body.keyword)),
    findContactLabels: signedIn((_, userId) => book.labels(userId)),
    addContactLabel: signedIn(({ body }, userId) => book.addLabel(userId, body.name)),
    delContactLabel: signedIn(({ body }, userId) => book.delLabel(userId, body.labelId)),
    setContactLabels: signedIn(({ body }, userId) => book.setLabels(userId, body)),
    findContactsByLabel: signedIn(({ body }, userId) => book.contactsByLabel(userId, body)),
    exportAddressBook: async ({ request, reply }) => {
      const text = await book.exportCsv(userIdOf(request));
      reply.headers({ ...EXPORT_HEADERS, 'content-disposition': 'attachment; filename="address-book.csv"' });
      return { status: 200 as const, body: text };
    },
    exportAddressBookVcard: async ({ request, reply }) => {
      const text = await book.exportVcard(userIdOf(request));
      reply.headers({ ...EXPORT_HEADERS, 'content-disposition': 'attachment; filename="address-book.vcf"' });
      return { status: 200 as const, body: text };
    },
    decodeCardQr: signedIn(({ body }, userId) => search.decodeCardQr(userId, body.file)),
  });
}
