import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newCompany, newContact, newUser } from '../factories';

/** Hand-over of a departed member's contacts to a colleague: copies, messages, refusal, who may. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});
const api = () => t.api.network;

async function setting() {
  const admin = await newUser(t.ctx);
  const leaver = await newUser(t.ctx, { name: '张离职' });
  const colleague = await newUser(t.ctx, { name: '李接手' });
  const company = await newCompany(t.ctx, {
    name: '交接科技',
    members: [
      { id: admin.id, role: 'admin' },
      { id: leaver.id, role: 'member' },
      { id: colleague.id, role: 'member' },
    ],
  });
  const [c1, c2, shared] = [await newUser(t.ctx), await newUser(t.ctx), await newUser(t.ctx)];
  for (const c of [c1, c2, shared, colleague]) await newContact(t.ctx, leaver, c, { nameKey: 'x' });
  await newContact(t.ctx, colleague, shared);
  return { admin, leaver, colleague, company, c1, c2, shared };
}

describe('handOverContacts', () => {
  it('is refused while the member has not left; once removed, copies go to the colleague served by them and each contact is told', async () => {
    const { admin, leaver, colleague, company, c1, c2, shared } = await setting();
    const body = { fromPhoneIdEcr: leaver.phoneIdEcr, toPhoneIdEcr: colleague.phoneIdEcr };
    expect(refusalOf(await api().handOverContacts({ body, token: admin.token }))).toMatchObject({ code: 'HANDOVER_NOT_DEPARTED', field: 'fromPhoneIdEcr' });

    okOf(await api().outOfMyCompany({ body: { phoneIdEcr: leaver.phoneIdEcr }, token: admin.token }));
    expect(okOf(await api().findDepartedStaff({ token: admin.token })).items.map((d) => d.person.phoneIdEcr)).toEqual([leaver.phoneIdEcr]);
    expect(refusalOf(await api().findDepartedStaff({ token: colleague.token })).code).toBe('NO_PERMISSION');
    // Not to someone outside the company.
    expect(refusalOf(await api().handOverContacts({ body: { ...body, toPhoneIdEcr: c1.phoneIdEcr }, token: admin.token }))).toMatchObject({
      code: 'COMPANY_STAFF_NOT_FOUND',
      field: 'toPhoneIdEcr',
    });

    // c1 and c2 are copied; `shared` the colleague held already, and the colleague's own card, are skipped.
    expect(okOf(await api().handOverContacts({ body, token: admin.token }))).toEqual({ handedOver: 2, skipped: 1 });
    const copies = await t.ctx.db.contact.findMany({ where: { ownerId: colleague.id, source: 'handover' } });
    expect(copies.map((c) => c.contactId).sort()).toEqual([c1.id, c2.id].sort());
    expect(copies.every((c) => c.servedById === colleague.id)).toBe(true);
    expect(await t.ctx.db.contactHandover.count({ where: { companyId: company.id, state: 'notified' } })).toBe(2);
    for (const c of [c1, c2]) {
      const [m] = await t.ctx.db.message.findMany({ where: { userId: c.id, kind: 'company' } });
      expect(m!.content).toContain('今后由李接手为您服务');
    }
    expect(await t.ctx.db.message.count({ where: { userId: shared.id } })).toBe(0);
    // The leaver's own contacts stay theirs.
    expect(await t.ctx.db.contact.count({ where: { ownerId: leaver.id } })).toBe(4);
    // Done twice, nothing more is copied.
    expect(okOf(await api().handOverContacts({ body, token: admin.token }))).toEqual({ handedOver: 0, skipped: 3 });
    const list = okOf(await api().findHandovers({ body: {}, token: admin.token }));
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({ from: { phoneIdEcr: leaver.phoneIdEcr }, to: { phoneIdEcr: colleague.phoneIdEcr }, state: 'notified' });
  });

  it('a member who is not an admin may not hand over (NO_PERMISSION)', async () => {
    const { admin, leaver, colleague } = await setting();
    okOf(await api().outOfMyCompany({ body: { phoneIdEcr: leaver.phoneIdEcr }, token: admin.token }));
    expect(refusalOf(await api().handOverContacts({ body: { fromPhoneIdEcr: leaver.phoneIdEcr, toPhoneIdEcr: colleague.phoneIdEcr }, token: colleague.token })).code).toBe('NO_PERMISSION');
    expect(await t.ctx.db.contact.count({ where: { ownerId: colleague.id, source: 'handover' } })).toBe(0);
  });
});

describe('refuseHandover', () => {
  it('the contact refuses: the copy is removed, the state is refused, the colleague is told; only once, only by that contact', async () => {
    const { admin, leaver, colleague, c1, c2 } = await setting();
    okOf(await api().outOfMyCompany({ body: { phoneIdEcr: leaver.phoneIdEcr }, token: admin.token }));
    okOf(await api().handOverContacts({ body: { fromPhoneIdEcr: leaver.phoneIdEcr, toPhoneIdEcr: colleague.phoneIdEcr }, token: admin.token }));
    const [mine] = okOf(await api().findMyHandovers({ token: c1.token })).items;
    expect(mine).toMatchObject({ to: { phoneIdEcr: colleague.phoneIdEcr }, state: 'notified' });
    const body = { handoverId: mine!.handoverId };
    expect(refusalOf(await api().refuseHandover({ body, token: c2.token }))).toMatchObject({ code: 'HANDOVER_NOT_FOUND', field: 'handoverId' });
    okOf(await api().refuseHandover({ body, token: c1.token }));
    expect(await t.ctx.db.contact.count({ where: { ownerId: colleague.id, contactId: c1.id } })).toBe(0);
    expect(await t.ctx.db.contact.count({ where: { ownerId: colleague.id, contactId: c2.id } })).toBe(1);
    expect((await t.ctx.db.contactHandover.findUniqueOrThrow({ where: { id: mine!.handoverId } })).state).toBe('refused');
    expect(await t.ctx.db.message.count({ where: { userId: colleague.id, kind: 'company', title: '联系人拒绝交接' } })).toBe(1);
    expect(refusalOf(await api().refuseHandover({ body, token: c1.token })).code).toBe('HANDOVER_NOT_FOUND');
    expect(okOf(await api().findMyHandovers({ token: c1.token })).items).toEqual([]);
  });
});
