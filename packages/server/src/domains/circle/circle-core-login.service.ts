import { LIMITS } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { sha256 } from '../../lib/hash';
import { authService } from '../account';
import { qrPng } from '../../lib/qr-image';
import { circleCoreRepository } from './circle-core.repository';
import { assertConfirmable, assertScannable, loginCodeExpiry, loginCodeStateAt } from './circle-core.rules';
import { circleRepository } from './circle.repository';

const invalid = () => new DomainError('CIRCLE_LOGIN_CODE_INVALID', { field: 'loginCode' });

/**
 * Scan login (CircleLoginCode): a screen (say a shared computer) shows a one-time code as a QR image; a signed-in
 * phone scans it and confirms; the screen's next poll is signed in as that user, exactly once. Only a hash of the
 * code is stored, so a database reader cannot sign in with a waiting code.
 */
export function circleCoreLoginService(ctx: AppContext) {
  const repo = circleCoreRepository(ctx.db);
  const rowOf = async (code: string) => {
    const row = await repo.loginCodeByHash(sha256(code));
    if (!row) throw invalid();
    return row;
  };

  /** The scanning phone opens the same screen with the code (and confirms there). */
  const scanLink = (code: string) => `${ctx.config.publicOrigin}/multipage/circle/CircleLoginCode?loginCode=${code}`;

  async function create(cid: string | undefined) {
    if (cid) {
      const c = await circleRepository(ctx.db).circleById(cid);
      if (!c || c.state === 'dissolved') throw new DomainError('CIRCLE_NOT_FOUND', { field: 'cid' });
    }
    const now = ctx.clock.now();
    const loginCode = ctx.ids.token();
    const expiresAt = loginCodeExpiry(now);
    await repo.addLoginCode({ id: ctx.ids.id(), codeHash: sha256(loginCode), circleId: cid ?? null, expiresAt, createdAt: now });
    const link = scanLink(loginCode);
    const png = await qrPng(link, LIMITS.share.qrSizes[0], null);
    return { loginCode, link, qrDataUrl: `data:image/png;base64,${png.toString('base64')}`, expiresAt: expiresAt.toISOString(), cid: cid ?? null };
  }

  /**
   * The polling screen. A confirmed code is moved to `used` by a conditional write before the session is issued:
   * of two polls racing, only the one whose write took it gets a token.
   */
  async function poll(code: string) {
    const row = await rowOf(code);
    const now = ctx.clock.now();
    const state = loginCodeStateAt(row, now);
    const none = { cid: row.circleId, token: null, expiresAt: null, phoneIdEcr: null };
    if (state !== 'confirmed') return { state, ...none };
    if (!(await repo.moveLoginCode(row.id, ['confirmed'], { state: 'used' }))) return { state: 'used' as const, ...none };
    const [user] = await circleRepository(ctx.db).people([row.userId!]);
    if (!user) throw invalid();
    const session = await authService(ctx).issueSession({ id: user.id, phoneIdEcr: user.phoneIdEcr });
    return { state: 'confirmed' as const, cid: row.circleId, token: session.token, expiresAt: session.expiresAt, phoneIdEcr: session.phoneIdEcr };
  }

  async function scanned(code: string) {
    const row = await rowOf(code);
    const cid = row.circleId;
    const circleName = cid ? ((await circleRepository(ctx.db).circleById(cid))?.name ?? null) : null;
    return { cid, circleName };
  }

  async function scan(userId: string, code: string) {
    const row = await rowOf(code);
    const now = ctx.clock.now();
    assertScannable(row, userId, now);
    if (row.state === 'waiting' && !(await repo.moveLoginCode(row.id, ['waiting'], { state: 'scanned', userId }, now))) throw invalid();
    return { state: 'scanned' as const, ...(await scanned(code)) };
  }

  async function confirm(userId: string, code: string) {
    const row = await rowOf(code);
    const now = ctx.clock.now();
    assertConfirmable(row, userId, now);
    if (!(await repo.moveLoginCode(row.id, ['scanned'], { state: 'confirmed' }, now))) throw invalid();
    return { state: 'confirmed' as const, ...(await scanned(code)) };
  }

  return { create, poll, scan, confirm };
}
