import { c, formPost } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';
import { ZShareBackBody, ZShareBackDone, ZShareBackWithdrawn, ZWithdrawShareBackBody, ZWithdrawShareBackByCodeBody } from './network-shareback.schemas';

/**
 * The network, share-back part (issue 34): 留下我的名片 on a public card, for a visitor without an account (a
 * signed-in visitor exchanges cards instead: applyExchangeCard), and its withdrawal. All calls are ours.
 */
export const networkShareBackContract = c.router(
  {
    shareBack: formPost('/rel/shareBack.xhtml', ZShareBackBody, ZShareBackDone, 'optional', {
      needs: { idempotent: true },
      summary:
        'Ours (issue 34): a visitor leaves name, mobile (verified by the SMS code of getVerificationCode purpose shareBack), company and title on a card, with consent; the owner gets a contact marked 来自名片分享, a radar lead (action shareBack) and a message; one per mobile and card (a repeat updates); per address rate-limited; answers the withdraw token',
    }),
    withdrawShareBack: formPost('/rel/withdrawShareBack.xhtml', ZWithdrawShareBackBody, ZShareBackWithdrawn, 'optional', {
      summary: "Ours (issue 34): the visitor withdraws their share back by the confirmation's link: the owner's contact, lead and message go",
    }),
    withdrawShareBackByCode: formPost('/rel/withdrawShareBackByCode.xhtml', ZWithdrawShareBackByCodeBody, ZShareBackWithdrawn, 'optional', {
      summary: 'Ours (issue 34): the visitor withdraws their share back to a card by a new SMS code (purpose shareBack) to the mobile they left',
    }),
  },
  { commonResponses },
);
