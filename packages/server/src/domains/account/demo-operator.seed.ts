import { MODULES } from '@card/contract';
import type { Db } from '../../db';
import { hashPassword } from '../../lib/hash';

/**
 * The README's demo operator (issue 32): a user holding the operator role, so a local run can clear the review
 * queues (design cases, shake devices, SMS signs, invite claims, violations) from the operator console. Idempotent:
 * an existing account is left as it is (its password, and a role someone revoked with `npm run grant` stays revoked:
 * the audit says who took it away); only a fresh database creates it.
 */
export const DEMO_OPERATOR = { phone: '13800138002', password: 'demo1234', name: '运营小王', phoneIdEcr: 'demoOper4tQ8vN2mX6sK' };

export async function seedDemoOperator(db: Db) {
  const existing = await db.user.findUnique({ where: { regionCode_phone: { regionCode: '+86', phone: DEMO_OPERATOR.phone } }, select: { id: true } });
  if (existing) return existing.id;
  const id = 'demoOperator00000001';
  await db.user.create({
    data: {
      id,
      phoneIdEcr: DEMO_OPERATOR.phoneIdEcr,
      phone: DEMO_OPERATOR.phone,
      regionCode: '+86',
      passwordHash: await hashPassword(DEMO_OPERATOR.password),
      card: { create: { name: DEMO_OPERATOR.name, company: '名片平台', position: '平台运营', signature: '审核有问题请联系客服' } },
      modules: { create: MODULES.map((m, i) => ({ moduleId: m.id, sort: i, zone: 'main' })) },
      roles: { create: [{ role: 'operator' }] },
    },
  });
  return id;
}
