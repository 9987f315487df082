import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicCardPath, STATUS_SEARCH_SUCCESS } from '@card/contract';
import { qrPng } from '../../src/lib/qr-image';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newCompany, newContact, newDepartment, newUser, type FactoryUser } from '../factories';

/** The address book: friends, colleagues, search, departments, labels, card-user search (VIP), export, QR decode. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});
const api = () => t.api.network;
const as = (u: FactoryUser) => ({ token: u.token });
const names = (p: { items: { person: { name: string } }[] }) => p.items.map((i) => i.person.name);
async function befriend(owner: FactoryUser, name: string) {
  const u = await newUser(t.ctx, { name });
  t.clock.advance(1000);
  await newContact(t.ctx, owner, u, { nameKey: name.toLowerCase() });
  return u;
}

describe('address book and friend search', () => {
  it('friends newest first with paging; search by name ignoring case; blank keyword and no result refused', async () => {
    const me = await newUser(t.ctx);
    await befriend(me, 'Alice 王');
    await befriend(me, '李雷');
    await befriend(me, 'alina');
    const p1 = okOf(await api().addRessBook({ body: { tab: 'friends', pageSize: 2 }, ...as(me) }));
    expect(names(p1)).toEqual(['alina', '李雷']);
    const p2 = okOf(await api().addRessBook({ body: { tab: 'friends', pageSize: 2, cursor: p1.nextCursor! }, ...as(me) }));
    expect(names(p2)).toEqual(['Alice 王']);
    expect(names(okOf(await api().searchFriends({ body: { keyword: 'ALI' }, ...as(me) })))).toEqual(['alina', 'Alice 王']);
    expect(refusalOf(await api().searchFriends({ body: { keyword: '  ' }, ...as(me) }))).toMatchObject({ code: 'KEYWORD_EMPTY', field: 'keyword' });
    expect(refusalOf(await api().searchFriends({ body: { keyword: '韩梅梅' }, ...as(me) }))).toMatchObject({ code: 'NO_SEARCH_RESULT', field: 'keyword' });
    // Another user's book is not searched.
    const other = await newUser(t.ctx);
    expect(refusalOf(await api().searchFriends({ body: { keyword: 'ali' }, ...as(other) })).code).toBe('NO_SEARCH_RESULT');
  });

  it('colleagues and departments honour allowColleagueView; members without a department are 未分组', async () => {
    const me = await newUser(t.ctx, { name: '本人' });
    const sales = await newUser(t.ctx, { name: '销售甲' });
    const loose = await newUser(t.ctx, { name: '自由人' });
    const hidden = await newUser(t.ctx, { name: '隐身人' });
    const company = await newCompany(t.ctx, { name: '三人公司', members: [me, sales, loose, hidden].map((u) => ({ id: u.id, role: 'member' as const })) });
    await t.ctx.db.user.update({ where: { id: hidden.id }, data: { allowColleagueView: false } });
    await newDepartment(t.ctx, company.id, '销售部', [sales, hidden]);
    await newDepartment(t.ctx, company.id, '空部门');
    const book = okOf(await api().department({ ...as(me) }));
    expect(book.company).toBe('三人公司');
    expect(book.groups.map((g) => [g.name, g.members.map((m) => m.name)])).toEqual([
      ['销售部', ['销售甲']],
      ['未分组', ['自由人']],
    ]);
    const colleagues = okOf(await api().addRessBook({ body: { tab: 'colleagues' }, ...as(me) }));
    expect(names(colleagues).sort()).toEqual(['自由人', '销售甲'].sort());
    expect(colleagues.items.every((i) => i.source === 'colleague')).toBe(true);
    const alone = await newUser(t.ctx);
    expect(okOf(await api().department({ ...as(alone) }))).toEqual({ company: null, groups: [] });
  });
});

describe('labels', () => {
  it("add (unique, trimmed, 1-10 chars), set on my entries only, filter, delete; others' labels and contacts refused", async () => {
    const me = await newUser(t.ctx);
    const friend = await befriend(me, '贴标签');
    const l = okOf(await api().addContactLabel({ body: { name: '客户' }, ...as(me) }));
    expect(refusalOf(await api().addContactLabel({ body: { name: ' 客户 ' }, ...as(me) }))).toMatchObject({ code: 'CONTACT_LABEL_EXISTS', field: 'name' });
    expect(refusalOf(await api().addContactLabel({ body: { name: '长'.repeat(11) }, ...as(me) })).field).toBe('name');
    expect(okOf(await api().addContactLabel({ body: { name: '长'.repeat(10) }, ...as(me) })).name).toBe('长'.repeat(10));
    const entry = await t.ctx.db.contact.findFirstOrThrow({ where: { ownerId: me.id, contactId: friend.id } });
    expect(okOf(await api().setContactLabels({ body: { contactId: entry.id, labelIds: l.id }, ...as(me) })).labels).toEqual([{ id: l.id, name: '客户' }]);
    expect(okOf(await api().addRessBook({ body: { tab: 'friends' }, ...as(me) })).items[0]).toMatchObject({ contactId: entry.id, labels: [{ id: l.id, name: '客户' }] });
    // Another user's entry, or my entry with another user's label: both answer as missing, nothing written.
    const other = await newUser(t.ctx);
    const theirs = await newContact(t.ctx, other, friend);
    expect(refusalOf(await api().setContactLabels({ body: { contactId: theirs.id, labelIds: '' }, ...as(me) }))).toMatchObject({ code: 'NOT_FOUND', field: 'contactId' });
    expect(refusalOf(await api().setContactLabels({ body: { contactId: theirs.id, labelIds: l.id }, ...as(other) }))).toMatchObject({ code: 'NOT_FOUND', field: 'labelIds' });
    expect(await t.ctx.db.contactLabelLink.count({ where: { contactId: theirs.id } })).toBe(0);
    expect(refusalOf(await api().delContactLabel({ body: { labelId: l.id }, ...as(other) })).code).toBe('NOT_FOUND');
    expect(refusalOf(await api().findContactsByLabel({ body: { labelId: l.id }, ...as(other) })).code).toBe('NOT_FOUND');
    expect(names(okOf(await api().findContactsByLabel({ body: { labelId: l.id }, ...as(me) })))).toEqual(['贴标签']);
    expect(names(okOf(await api().addRessBook({ body: { tab: 'friends', labelId: l.id }, ...as(me) })))).toEqual(['贴标签']);
    expect(okOf(await api().findContactLabels({ ...as(me) })).labels.find((x) => x.id === l.id)?.count).toBe(1);
    expect(okOf(await api().delContactLabel({ body: { labelId: l.id }, ...as(me) })).deleted).toBe(true);
    expect(await t.ctx.db.contactLabelLink.count({ where: { labelId: l.id } })).toBe(0);
  });

  it('the 30th label fits, the 31st is refused', async () => {
    const me = await newUser(t.ctx);
    for (let i = 0; i < 30; i++) okOf(await api().addContactLabel({ body: { name: `标签${i}` }, ...as(me) }));
    expect(refusalOf(await api().addContactLabel({ body: { name: '再一个' }, ...as(me) })).code).toBe('CONTACT_LABEL_LIMIT');
  });
});

describe('card-user search (VIP)', () => {
  it('non-VIP gets 1001004; VIP finds by name and mobile with 1666666, strangers-off users never', async () => {
    const plain = await newUser(t.ctx);
    const vip = await newUser(t.ctx, { vip: 'active' });
    const tag = `Srch${Date.now() % 100000}`;
    const found = await newUser(t.ctx, { name: `${tag}甲` });
    const shy = await newUser(t.ctx, { name: `${tag}乙` });
    await t.ctx.db.user.update({ where: { id: shy.id }, data: { allowStrangerSearch: false } });
    const refused = await api().searchCardUser({ body: { keyword: tag }, ...as(plain) });
    expect(refusalOf(refused)).toMatchObject({ code: 'SEARCH_NEED_VIP', status: 1001004 });
    const res = await api().searchCardUser({ body: { keyword: tag }, ...as(vip) });
    const body = res.body as { status: number; resultSets: { name: string; state: string }[] };
    expect(body.status).toBe(STATUS_SEARCH_SUCCESS);
    expect(body.resultSets).toEqual([expect.objectContaining({ name: `${tag}甲`, state: 'none' })]);
    const byMobile = (await api().searchCardUser({ body: { keyword: found.phone }, ...as(vip) })).body as { resultSets: { phoneIdEcr: string }[] };
    expect(byMobile.resultSets.map((r) => r.phoneIdEcr)).toEqual([found.phoneIdEcr]);
    expect(refusalOf(await api().searchCardUser({ body: { keyword: shy.phone }, ...as(vip) })).code).toBe('NO_SEARCH_RESULT');
    expect(refusalOf(await api().searchCardUser({ body: { keyword: '12345' }, ...as(vip) }))).toMatchObject({ code: 'SEARCH_FAILED', field: 'keyword' });
  });
});

describe('export and QR decode', () => {
  it('CSV starts with the BOM and a Chinese header, leaves hidden phones out; vCard escapes; only signed in', async () => {
    const me = await newUser(t.ctx);
    const open = await befriend(me, '王,五');
    const hid = await befriend(me, '赵六');
    await t.ctx.db.user.update({ where: { id: hid.id }, data: { hidePhone: true } });
    await t.ctx.db.card.update({ where: { userId: open.id }, data: { company: '甲;乙公司', email: 'w@x.cn' } });
    const csv = await t.get('/addressbook/exportAddressBook.csv', me.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('姓名,公司,职位,手机,邮箱');
    expect(lines).toContain(`"王,五",甲;乙公司,,${open.phone},w@x.cn`);
    expect(lines).toContain('赵六,,,,');
    const vcf = await t.get('/addressbook/exportAddressBook.vcf', me.token);
    expect(vcf.body.match(/BEGIN:VCARD/g)).toHaveLength(2);
    expect(vcf.body).toContain('FN:王\\,五');
    expect(vcf.body).toContain('ORG:甲\\;乙公司');
    expect(vcf.body).not.toContain(hid.phone);
    expect((await t.get('/addressbook/exportAddressBook.csv')).json().status).toBe(302);
  });

  it('a card QR picture decodes to its card; a picture without one is refused on file', async () => {
    const me = await newUser(t.ctx);
    const card = await newUser(t.ctx, { name: '扫码对象' });
    const png = await qrPng(`${t.ctx.config.publicOrigin}${publicCardPath(card.phoneIdEcr)}`, 300, null);
    const res = await api().decodeCardQr({ body: { file: new Blob([new Uint8Array(png)], { type: 'image/png' }) } as never, ...as(me) });
    expect(okOf(res)).toMatchObject({ phoneIdEcr: card.phoneIdEcr, person: { name: '扫码对象' } });
    const other = await qrPng('https://example.com/not-a-card', 300, null);
    expect(refusalOf(await api().decodeCardQr({ body: { file: new Blob([new Uint8Array(other)], { type: 'image/png' }) } as never, ...as(me) }))).toMatchObject({
      code: 'CARD_QR_UNREADABLE',
      field: 'file',
    });
  });
});
