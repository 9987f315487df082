import { MODULES } from '@card/contract';
import type { AppContext } from '../../src/context';
import { authService } from '../../src/domains/account/auth.service';
import { hashPassword } from '../../src/lib/hash';

/** What a factory needs: the app's database, clock and id source (a TestApp's `ctx` is one). */
export type FactoryCtx = Pick<AppContext, 'db' | 'clock' | 'ids'> & Partial<AppContext>;

export type VipState = 'active' | 'temporary' | 'expired' | 'none';

export interface NewUserOptions {
  vip?: VipState;
  companyRole?: 'member' | 'admin';
  /** Extra roles (UserRole rows), e.g. 'customerService', 'dealer', 'operator'. */
  roles?: string[];
  /** Advanced modules unlocked by golden key (UnlockedModule rows). */
  unlockedModules?: number[];
  phone?: string;
  name?: string;
}

export interface FactoryUser {
  id: string;
  phoneIdEcr: string;
  phone: string;
  token: string;
  companyId: string | null;
}

const DAY = 86_400_000;

/**
 * A random valid mainland mobile (1[3-9]x, 11 digits). Random, never time-based, so parallel files and
 * repeated runs do not collide; the (regionCode, phone) unique index catches the rare clash and we retry.
 */
export function randomMobile(): string {
  const second = 3 + Math.floor(Math.random() * 7);
  let rest = '';
  for (let i = 0; i < 9; i++) rest += String(Math.floor(Math.random() * 10));
  return `1${second}${rest}`;
}

function vipDates(vip: VipState, now: Date) {
  const t = now.getTime();
  switch (vip) {
    case 'active':
      return { vipExpiresAt: new Date(t + 365 * DAY), tempVipExpiresAt: null };
    case 'temporary':
      return { vipExpiresAt: null, tempVipExpiresAt: new Date(t + 3 * DAY) };
    case 'expired':
      return { vipExpiresAt: new Date(t - DAY), tempVipExpiresAt: null };
    default:
      return { vipExpiresAt: null, tempVipExpiresAt: null };
  }
}

/**
 * A registered user as registration leaves it (User + Card + the default module layout), inserted directly,
 * with a session issued by the real session code (no SMS). A companyRole puts the user in a fresh company.
 */
export async function newUser(ctx: FactoryCtx, opts: NewUserOptions = {}): Promise<FactoryUser> {
  const now = ctx.clock.now();
  for (let attempt = 0; ; attempt++) {
    const phone = opts.phone ?? randomMobile();
    const id = ctx.ids.id();
    const phoneIdEcr = ctx.ids.id();
    const companyId = opts.companyRole ? ctx.ids.id() : null;
    try {
      await ctx.db.$transaction(async (tx) => {
        if (companyId) await tx.company.create({ data: { id: companyId, name: `公司${phone.slice(-4)}`, createdAt: now } });
        await tx.user.create({
          data: {
            id,
            phoneIdEcr,
            regionCode: '+86',
            phone,
            createdAt: now,
            companyId,
            companyRole: opts.companyRole ?? null,
            ...vipDates(opts.vip ?? 'none', now),
            card: { create: { name: opts.name ?? `用户${phone.slice(-4)}` } },
            modules: { create: MODULES.map((m, i) => ({ moduleId: m.id, sort: i })) },
            roles: { create: (opts.roles ?? []).map((role) => ({ role, createdAt: now })) },
          },
        });
        for (const moduleId of opts.unlockedModules ?? []) await tx.unlockedModule.create({ data: { userId: id, moduleId, createdAt: now } });
      });
      const { token } = await authService(ctx as AppContext).issueSession({ id, phoneIdEcr });
      return { id, phoneIdEcr, phone, token, companyId };
    } catch (err) {
      if ((err as { code?: string }).code === 'P2002' && !opts.phone && attempt < 5) continue;
      throw err;
    }
  }
}

/**
 * A password hash for a factory user: the stored format and the check the server uses (verifyPassword reads the
 * cost from the hash), at scrypt N=256 instead of the server's 16384: 35 ms of CPU a hash or check becomes ~0.6 ms,
 * and money tests check transaction passwords by the hundred (docs/bench.md session 15). A wrong password is still
 * refused by the same comparison; the server's own cost is tested where passwords are set through the API.
 */
export const factoryPasswordHash = (pwd: string) => hashPassword(pwd, { N: 256, r: 8, p: 1 });

/** Another session for an existing user (e.g. a session a test revokes or lets expire). */
export async function newSession(ctx: FactoryCtx, user: { id: string; phoneIdEcr: string }): Promise<string> {
  return (await authService(ctx as AppContext).issueSession(user)).token;
}
