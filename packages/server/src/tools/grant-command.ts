import { errorText } from '@card/contract';
import type { Db } from '../db';
import type { Clock } from '../lib/clock';
import type { IdSource } from '../lib/ids';
import { DomainError } from '../lib/domain-error';
import { grantRole } from '../domains/account/role-grant.service';
import { parseGrantArgs } from '../domains/account/role-grant.rules';

/**
 * `npm run grant -- <phone> <role> [--revoke]` (issue 32): the command's whole behaviour, apart from opening the
 * database, so the integration test runs it as the terminal does. Answers the exit code: 0 done (or nothing to
 * change), 1 refused. Messages are the catalogue's, in Chinese then English, since whoever runs it may read either.
 */
export async function runGrant(argv: readonly string[], deps: { db: Db; ids: IdSource; clock: Clock; actor: string }, out: (line: string) => void): Promise<number> {
  try {
    const req = parseGrantArgs(argv);
    const done = await grantRole(deps, req, deps.actor);
    const who = `${req.region} ${req.phone}${done.name ? `（${done.name}）` : ''}`;
    out(
      done.change === 'none'
        ? `${who} ${req.revoke ? '本来就没有' : '已经拥有'} ${req.role}：未做更改 / ${req.revoke ? 'does not hold' : 'already holds'} ${req.role}: nothing changed`
        : `${who} ${done.change === 'grant' ? '已授予' : '已撤销'} ${req.role} / ${done.change === 'grant' ? 'granted' : 'revoked'} ${req.role} (audit recorded, by ${deps.actor})`,
    );
    return 0;
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    out(`错误：${errorText(err.code, 'zh-CN')} / Error: ${errorText(err.code, 'en')}`);
    return 1;
  }
}
