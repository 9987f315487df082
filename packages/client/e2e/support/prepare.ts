import type { Prepared } from '../scripts/prepare-user';
import { runServerScript } from './server-script';

export type { Prepared };

/**
 * Rows no screen can make (money in a wallet, golden keys, a transaction password, a staff role), written for the
 * user with this mobile by the server's own test factories (e2e/scripts/prepare-user.ts) in the script runner.
 * Answers what was made for the user (a paid circle's id, the videos', products' and order's ids).
 */
export function prepareUser(mobile: string, opts: Prepared) {
  return runServerScript('rows', 'prepareUser', mobile, opts);
}
