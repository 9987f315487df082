import { normalizeIdNumber, type IdDocumentType, type RegionCode } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { hashPassword, verifyPassword } from '../../lib/hash';
import { guardedGuess, LOGIN_THROTTLE, usersRepository } from '../../core/users';
import { authRepository, authService } from '../account';
import { securityRepository } from './security.repository';
import { assertSameEntry, assertTxPwdUnset, assertTxPwdUsable, TX_PWD_THROTTLE, txGuessError, txPwdState } from './security.rules';

/** Login and transaction passwords. */
export function securityService(ctx: AppContext) {
  const repo = securityRepository(ctx.db);
  const users = usersRepository(ctx.db);
  const sessions = authRepository(ctx.db);
  const auth = authService(ctx);

  async function secretsOf(userId: string) {
    const u = await repo.secretsOf(userId);
    if (!u) throw new DomainError('USER_NOT_EXIST');
    return u;
  }

  // --- Login password ---

  async function hasLoginPassword(userId: string) {
    return { hasPassword: Boolean((await secretsOf(userId)).passwordHash) };
  }

  async function setLoginPassword(userId: string, input: { password: string; confirmPassword: string }) {
    assertSameEntry(input.password, input.confirmPassword, 'confirmPassword');
    if ((await secretsOf(userId)).passwordHash) throw new DomainError('PASSWORD_ALREADY_SET');
    const { count } = await repo.setPasswordIfUnset(userId, await hashPassword(input.password));
    if (count !== 1) throw new DomainError('PASSWORD_ALREADY_SET');
    return { hasPassword: true };
  }

  /** The old password counts against the same throttle as password login, so a borrowed session cannot guess it. */
  async function modifyLoginPassword(userId: string, sessionId: string, input: { oldPassword: string; newPassword: string; confirmPassword: string }) {
    assertSameEntry(input.newPassword, input.confirmPassword, 'confirmPassword');
    const now = ctx.clock.now();
    const state = await secretsOf(userId);
    const guess = await guardedGuess(users.loginAttempts(userId), LOGIN_THROTTLE, now, () => verifyPassword(input.oldPassword, state.passwordHash));
    if (guess.outcome === 'locked') throw new DomainError('TOO_MANY_ATTEMPTS', { data: { lockedUntil: guess.lockedUntil.toISOString() } });
    if (guess.outcome === 'wrong') throw new DomainError('OLD_PASSWORD_WRONG', { field: 'oldPassword' });
    await repo.replacePassword(userId, await hashPassword(input.newPassword));
    await sessions.revokeUserSessions(userId, now, sessionId);
    return null;
  }

  async function resetLoginPassword(input: { phone: string; regionCode: RegionCode; code: string; newPassword: string; confirmPassword: string }) {
    assertSameEntry(input.newPassword, input.confirmPassword, 'confirmPassword');
    await auth.verifyCode(input.regionCode, input.phone, 'resetPwd', input.code, true);
    const user = await users.loginStateByPhone(input.regionCode, input.phone);
    if (!user) throw new DomainError('USER_NOT_EXIST', { field: 'phone' });
    await repo.replacePassword(user.id, await hashPassword(input.newPassword));
    await sessions.revokeUserSessions(user.id, ctx.clock.now());
    return null;
  }

  // --- Transaction password ---

  async function txPwdInfo(userId: string) {
    const u = await secretsOf(userId);
    return { ...txPwdState(u, ctx.clock.now()), idType: (u.idType as IdDocumentType | null) ?? null };
  }

  async function setTxPwd(userId: string, input: { txPwd: string; confirmTxPwd: string; idType: IdDocumentType; idNumber: string }) {
    assertSameEntry(input.txPwd, input.confirmTxPwd, 'confirmTxPwd');
    assertTxPwdUnset(await secretsOf(userId));
    const { count } = await repo.setTxPwdIfUnset(userId, {
      txPwdHash: await hashPassword(input.txPwd),
      idType: input.idType,
      idNumberHash: await hashPassword(normalizeIdNumber(input.idNumber)),
    });
    if (count !== 1) throw new DomainError('PASSWORD_ALREADY_SET', { field: 'txPwd' });
    return txPwdInfo(userId);
  }

  /**
   * Checks a transaction password: refuses while locked, takes a try before the slow hash (so simultaneous entries
   * get no more checks than the limit), keeps it when wrong and locks on the last one; a right one frees the tries.
   * The wallet calls this (through `verifyTransactionPassword`) before moving money.
   */
  async function checkTxPwd(userId: string, pwd: string, wrongCode: 'TX_PWD_WRONG' | 'OLD_TX_PWD_WRONG', field: string) {
    const now = ctx.clock.now();
    const u = await secretsOf(userId);
    assertTxPwdUsable(u, now);
    const guess = await guardedGuess(repo.txAttempts(userId), TX_PWD_THROTTLE, now, () => verifyPassword(pwd, u.txPwdHash));
    if (guess.outcome !== 'right') throw txGuessError(guess, wrongCode, field);
  }

  async function modifyTxPwd(userId: string, input: { oldTxPwd: string; newTxPwd: string; confirmTxPwd: string }) {
    assertSameEntry(input.newTxPwd, input.confirmTxPwd, 'confirmTxPwd');
    await checkTxPwd(userId, input.oldTxPwd, 'OLD_TX_PWD_WRONG', 'oldTxPwd');
    await repo.replaceTxPwd(userId, await hashPassword(input.newTxPwd));
    return txPwdInfo(userId);
  }

  /** Retrieval: the SMS code of the user's own phone first (each ID guess costs a code), then the recorded ID. */
  async function backTxPwd(userId: string, input: { idType: IdDocumentType; idNumber: string; code: string; newTxPwd: string; confirmTxPwd: string }) {
    assertSameEntry(input.newTxPwd, input.confirmTxPwd, 'confirmTxPwd');
    const u = await secretsOf(userId);
    if (!u.txPwdHash) throw new DomainError('TX_PWD_NOT_SET');
    await auth.verifyCode(u.regionCode, u.phone, 'txPwd', input.code, true);
    const idOk = u.idType === input.idType && (await verifyPassword(normalizeIdNumber(input.idNumber), u.idNumberHash));
    if (!idOk) throw new DomainError('ID_MISMATCH', { field: 'idNumber' });
    await repo.replaceTxPwd(userId, await hashPassword(input.newTxPwd));
    return txPwdInfo(userId);
  }

  async function sendOwnPhoneCode(userId: string, input: { purpose: 'txPwd'; channel: 'sms' | 'voice' }) {
    const u = await secretsOf(userId);
    return auth.sendCode({ phone: u.phone, regionCode: u.regionCode as RegionCode, purpose: input.purpose, channel: input.channel }, { trusted: true });
  }

  return {
    hasLoginPassword,
    setLoginPassword,
    modifyLoginPassword,
    resetLoginPassword,
    txPwdInfo,
    setTxPwd,
    modifyTxPwd,
    backTxPwd,
    sendOwnPhoneCode,
    verifyTransactionPassword: (userId: string, pwd: string) => checkTxPwd(userId, pwd, 'TX_PWD_WRONG', 'txPwd'),
  };
}
