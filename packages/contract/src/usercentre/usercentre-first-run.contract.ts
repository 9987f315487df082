import { z } from 'zod';
import { commonResponses, ZNoBody } from '../common/envelope';
import { c, formPost } from '../common/contract-builder';

/** The first-run walkthrough's state (issue 35): `pending` only for an account opened since, until it is finished. */
export const ZFirstRunState = z.object({ pending: z.boolean() });
export type TFirstRunState = z.infer<typeof ZFirstRunState>;

/**
 * The walkthrough a new account sees the first time the management centre opens (photo, title and company, share
 * the card). Remembered on the server, so it shows once per account, whatever the device.
 */
export const firstRunContract = c.router(
  {
    findFirstRun: formPost('/acc/findFirstRun.xhtml', ZNoBody, ZFirstRunState, 'user', {
      summary:
        'Ours (issue 35): whether the caller still has the first-run walkthrough to see (true only for an account opened since the walkthrough exists, until it is finished or skipped)',
    }),
    finishFirstRun: formPost('/acc/finishFirstRun.xhtml', ZNoBody, ZFirstRunState, 'user', {
      summary:
        'Ours (issue 35): the caller finished or skipped the first-run walkthrough; it does not show again (answers pending: false; a repeat changes nothing, so no request id is needed)',
    }),
  },
  { commonResponses },
);
