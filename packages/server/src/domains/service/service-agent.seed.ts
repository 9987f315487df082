import { MODULES, SERVICE_ROLE } from '@card/contract';
import type { Db } from '../../db';
import { hashPassword } from '../../lib/hash';

/**
 * Customer service (issue 17): the README's demo agent, a user holding the customer-service role with a card of
 * their own, so a local run can chat as a user in one browser and as the agent in another. Idempotent.
 */
export const DEMO_AGENT = { phone: '13800138001', password: 'demo1234', name: '客服小李', phoneIdEcr: 'demoAgent7wP3nR5tJ2k' };

export async function seedServiceAgent(db: Db) {
  const existing = await db.user.findUnique({ where: { regionCode_phone: { regionCode: '+86', phone: DEMO_AGENT.phone } }, select: { id: true } });
  if (existing) return existing.id;
  const id = 'demoAgent00000000001';
  await db.user.create({
    data: {
      id,
      phoneIdEcr: DEMO_AGENT.phoneIdEcr,
      phone: DEMO_AGENT.phone,
      regionCode: '+86',
      passwordHash: await hashPassword(DEMO_AGENT.password),
      card: { create: { name: DEMO_AGENT.name, company: '名片平台', position: '在线客服', signature: '有问题随时找我' } },
      modules: { create: MODULES.map((m, i) => ({ moduleId: m.id, sort: i, zone: 'main' })) },
      roles: { create: [{ role: SERVICE_ROLE }] },
    },
  });
  return id;
}
