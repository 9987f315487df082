import { factoryPasswordHash, newUser, type FactoryCtx, type NewUserOptions } from '../factories';

/**
 * A factory user who can also log in with a password (tests of login, password change and the throttle need one;
 * registration itself is tested through SMS elsewhere). The hash is checked by the login's own code, at a test
 * cost (factoryPasswordHash).
 */
export async function newUserWithPassword(ctx: FactoryCtx, password = 'abc12345', opts: NewUserOptions = {}) {
  const user = await newUser(ctx, opts);
  await ctx.db.user.update({ where: { id: user.id }, data: { passwordHash: await factoryPasswordHash(password) } });
  return { ...user, password };
}

/** The other code than `code` (a wrong one that still has the right format). */
export const wrongCode = (code: string) => (code === '0000' ? '1111' : '0000');
