import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { testEngine } from '../helpers/database';
import { newShakeDevice, newShakeGift, newStoredPicture, newUser, type FactoryUser } from '../factories';

/**
 * Shake devices (issue 18, shake part) through the typed client on a real database: a VIP applies (gift first),
 * an operator approves (devices created) or rejects, the owner binds and configures (width rules per field, own
 * picture), each configuration is reviewed again while shakers see the approved one, and opens count shakes.
 */
let t: TestApp;
let vip: FactoryUser;
let operator: FactoryUser;
let other: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  vip = await newUser(t.ctx, { vip: 'active' });
  operator = await newUser(t.ctx, { roles: ['operator'] });
  other = await newUser(t.ctx, { vip: 'active' });
});
afterAll(async () => {
  await t.close();
});

const api = () => t.api.programme;
const address = { contactName: '张三', contactMobile: '13800138000', region: '广东省深圳市', address: '南山区科技园1号', reason: '门店引流' };
const apply = (u: FactoryUser, quantity: number | string = 1) => api().applyShakeDevice({ token: u.token, body: { ...address, quantity } as never });
const review = (applicationId: string, approve: boolean, reason = '') => api().reviewShakeApplication({ token: operator.token, body: { applicationId, approve, reason } as never });
const config = { name: '星巴克南山店', title: '欢迎光临', subTitle: '摇一摇领优惠', linkUrl: 'https://example.com/menu', imageUrl: '' };
const save = (u: FactoryUser, deviceId: string, body: Partial<typeof config> = {}) => api().saveShakeConfig({ token: u.token, body: { deviceId, ...config, ...body } });

describe(`shake devices (${testEngine()})`, () => {
  it("apply -> review -> device -> bind -> configure -> review again -> the shaker's page and its counts", async () => {
    const app = okOf(await apply(vip, 2));
    expect(app).toMatchObject({ quantity: 2, status: 'pending', giftQuantity: 0, rejectReason: '' });
    expect(app.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(okOf(await api().findShakeHome({ token: vip.token }))).toMatchObject({ pendingApplications: 1, deviceCount: 0 });

    // The operator's queue shows it with the applicant's face, never an internal id.
    const queue = okOf(await api().findShakeApplicationReviews({ token: operator.token, body: { pageSize: 50 } }));
    const row = queue.items.find((a) => a.id === app.id)!;
    expect(row.applicant.phoneIdEcr).toBe(vip.phoneIdEcr);
    expect(JSON.stringify(row)).not.toContain(vip.id);

    expect(okOf(await review(app.id, true))).toMatchObject({ status: 'approved' });
    expect(refusalOf(await review(app.id, false, 'x'))).toMatchObject({ code: 'SHAKE_ALREADY_REVIEWED', field: 'applicationId' });
    const devices = okOf(await api().findShakeDevices({ token: vip.token, body: {} }));
    expect(devices.total).toBe(2);
    const device = devices.items[0];
    expect(device.serial).toMatch(/^FDA50693-A4E2-4FB1-AFCF-C6EB07647825-\d{1,5}-\d{1,5}$/);
    expect(device).toMatchObject({ bound: false, configStatus: 'none', live: null, open: false });
    expect(new Set(devices.items.map((d) => d.serial)).size).toBe(2);

    // Bind: not open yet (no approved configuration), so the public page is not found.
    expect(okOf(await api().bindShakeDevice({ token: vip.token, body: { deviceId: device.id } }))).toMatchObject({ bound: true, open: false });
    expect(refusalOf(await api().openShakePage({ body: { code: device.code } }))).toMatchObject({ code: 'SHAKE_PAGE_NOT_FOUND', field: 'code' });

    // Configure: a too-long title names the field and writes nothing; then a valid one waits for review.
    expect(refusalOf(await save(vip, device.id, { title: '欢迎光临本店铺' }))).toMatchObject({ code: 'SHAKE_TITLE_TOO_LONG', field: 'title' });
    expect(okOf(await api().findShakeDevice({ token: vip.token, body: { deviceId: device.id } })).configStatus).toBe('none');
    const picture = await newStoredPicture(t.ctx, vip);
    expect(okOf(await save(vip, device.id, { imageUrl: picture }))).toMatchObject({ configStatus: 'pending', live: null, config: { title: '欢迎光临', imageUrl: picture } });
    const cq = okOf(await api().findShakeConfigReviews({ token: operator.token, body: { pageSize: 50 } }));
    expect(cq.items.find((c) => c.deviceId === device.id)).toMatchObject({ config: { name: config.name }, owner: { phoneIdEcr: vip.phoneIdEcr } });
    expect(okOf(await api().reviewShakeConfig({ token: operator.token, body: { deviceId: device.id, approve: true, reason: '' } as never }))).toMatchObject({
      configStatus: 'approved',
      open: true,
      live: { title: '欢迎光临' },
    });

    // A shaker opens it: counted; the owner's own preview is not.
    const page = okOf(await api().openShakePage({ body: { code: device.code } }));
    expect(page).toMatchObject({ config: { title: '欢迎光临', imageUrl: picture }, owner: { phoneIdEcr: vip.phoneIdEcr } });
    okOf(await api().openShakePage({ token: other.token, body: { code: device.code } }));
    okOf(await api().openShakePage({ token: vip.token, body: { code: device.code } }));
    const detail = okOf(await api().findShakeDevice({ token: vip.token, body: { deviceId: device.id } }));
    expect(detail.shakes).toBe(2);
    expect(detail.days).toHaveLength(7);
    expect(detail.days[6].shakes).toBe(2);

    // A changed configuration goes back to review; shakers keep seeing the approved one until it is decided.
    okOf(await save(vip, device.id, { title: '新品上市' }));
    expect(okOf(await api().openShakePage({ body: { code: device.code } })).config.title).toBe('欢迎光临');
    expect(refusalOf(await api().reviewShakeConfig({ token: operator.token, body: { deviceId: device.id, approve: false, reason: ' ' } as never }))).toMatchObject({
      code: 'SHAKE_REJECT_REASON_REQUIRED',
      field: 'reason',
    });
    expect(okOf(await api().reviewShakeConfig({ token: operator.token, body: { deviceId: device.id, approve: false, reason: '标题不符' } as never }))).toMatchObject({
      configStatus: 'rejected',
      configReason: '标题不符',
      live: { title: '欢迎光临' },
    });
    expect(refusalOf(await api().reviewShakeConfig({ token: operator.token, body: { deviceId: device.id, approve: true } as never }))).toMatchObject({ code: 'SHAKE_ALREADY_REVIEWED' });

    // Unbind: the page closes.
    expect(okOf(await api().unbindShakeDevice({ token: vip.token, body: { deviceId: device.id } }))).toMatchObject({ bound: false, open: false });
    expect(refusalOf(await api().openShakePage({ body: { code: device.code } }))).toMatchObject({ code: 'SHAKE_PAGE_NOT_FOUND' });
  });

  it('rejection needs a reason and is shown to the applicant; three may wait at once, a fourth is refused', async () => {
    const u = await newUser(t.ctx, { vip: 'active' });
    const a = okOf(await apply(u));
    expect(refusalOf(await review(a.id, false))).toMatchObject({ code: 'SHAKE_REJECT_REASON_REQUIRED', field: 'reason' });
    okOf(await review(a.id, false, '地址不详'));
    const mine = okOf(await api().findShakeApplications({ token: u.token, body: {} }));
    expect(mine.items[0]).toMatchObject({ id: a.id, status: 'rejected', rejectReason: '地址不详' });
    for (let i = 0; i < 3; i++) okOf(await apply(u));
    expect(refusalOf(await apply(u))).toMatchObject({ code: 'SHAKE_APPLICATIONS_PENDING', field: 'quantity' });
    expect(okOf(await api().findShakeDevices({ token: u.token, body: {} })).total).toBe(0);
  });

  it("quantity 1-10; VIP needed; the receiver's mobile checked; reviews are operators' only", async () => {
    expect(refusalOf(await apply(vip, 0)).field).toBe('quantity');
    expect(refusalOf(await apply(vip, 11)).field).toBe('quantity');
    expect(refusalOf(await api().applyShakeDevice({ token: vip.token, body: { ...address, contactMobile: 'abc', quantity: 1 } as never })).field).toBe('contactMobile');
    const plain = await newUser(t.ctx);
    expect(refusalOf(await apply(plain)).code).toBe('MODULE_LOCKED');
    expect(refusalOf(await api().findShakeApplicationReviews({ token: vip.token, body: {} })).code).not.toBe(200);
  });

  it('the VIP gift (3-year first purchase) is used first and freed again by a rejection', async () => {
    const u = await newUser(t.ctx, { vip: 'active' });
    await newShakeGift(t.ctx, u, 1);
    expect(okOf(await api().findShakeHome({ token: u.token })).giftAvailable).toBe(1);
    const a = okOf(await apply(u, 3));
    expect(a.giftQuantity).toBe(1);
    expect(okOf(await api().findShakeHome({ token: u.token })).giftAvailable).toBe(0);
    expect(okOf(await apply(u, 1)).giftQuantity).toBe(0);
    okOf(await review(a.id, false, '重复申请'));
    expect(okOf(await api().findShakeHome({ token: u.token })).giftAvailable).toBe(1);
  });

  it("configuration rules: each field's width (Chinese 2.5 or 2 Latin), http(s) links only, own pictures only", async () => {
    const d = await newShakeDevice(t.ctx, vip);
    expect(refusalOf(await save(vip, d.id, { name: '' }))).toMatchObject({ code: 'SHAKE_NAME_TOO_LONG', field: 'name' });
    expect(refusalOf(await save(vip, d.id, { name: '摇'.repeat(13) }))).toMatchObject({ code: 'SHAKE_NAME_TOO_LONG', field: 'name' });
    expect(refusalOf(await save(vip, d.id, { name: 'a'.repeat(31) }))).toMatchObject({ code: 'SHAKE_NAME_TOO_LONG', field: 'name' });
    expect(refusalOf(await save(vip, d.id, { subTitle: '摇'.repeat(8) }))).toMatchObject({ code: 'SHAKE_SUBTITLE_TOO_LONG', field: 'subTitle' });
    expect(refusalOf(await save(vip, d.id, { title: 'a'.repeat(13) }))).toMatchObject({ code: 'SHAKE_TITLE_TOO_LONG', field: 'title' });
    expect(refusalOf(await save(vip, d.id, { linkUrl: 'javascript:alert(1)' }))).toMatchObject({ field: 'linkUrl', rule: 'url' });
    const othersPicture = await newStoredPicture(t.ctx, other);
    expect(refusalOf(await save(vip, d.id, { imageUrl: othersPicture }))).toMatchObject({ code: 'SHAKE_IMAGE_INVALID', field: 'imageUrl' });
    expect(okOf(await api().findShakeDevice({ token: vip.token, body: { deviceId: d.id } })).configStatus).toBe('none');
    // The edges fit: 12 Chinese, 30 Latin, 10 Chinese + 5 Latin; 6 Chinese title; 14 Latin sub title; no link.
    for (const name of ['摇'.repeat(12), 'a'.repeat(30), `${'摇'.repeat(10)}abcde`]) {
      expect(okOf(await save(vip, d.id, { name, title: '摇'.repeat(6), subTitle: 'b'.repeat(14), linkUrl: '' })).config.name).toBe(name);
    }
  });

  it("others' device and application ids answer the part's not-found", async () => {
    const mineDevice = await newShakeDevice(t.ctx, vip, { bound: true, live: true });
    for (const call of [api().findShakeDevice, api().bindShakeDevice, api().unbindShakeDevice]) {
      expect(refusalOf(await call({ token: other.token, body: { deviceId: mineDevice.id } }))).toMatchObject({ code: 'SHAKE_DEVICE_NOT_FOUND', field: 'deviceId' });
    }
    expect(refusalOf(await save(other, mineDevice.id))).toMatchObject({ code: 'SHAKE_DEVICE_NOT_FOUND', field: 'deviceId' });
    expect(refusalOf(await review('unknownApplication01', true))).toMatchObject({ code: 'SHAKE_APPLICATION_NOT_FOUND', field: 'applicationId' });
    expect(refusalOf(await api().reviewShakeConfig({ token: operator.token, body: { deviceId: 'unknownDevice0001', approve: true } as never }))).toMatchObject({
      code: 'SHAKE_DEVICE_NOT_FOUND',
    });
    expect(refusalOf(await api().openShakePage({ body: { code: 'unknownCode00001' } }))).toMatchObject({ code: 'SHAKE_PAGE_NOT_FOUND' });
    // The owner's device is untouched.
    expect(okOf(await api().findShakeDevice({ token: vip.token, body: { deviceId: mineDevice.id } }))).toMatchObject({ bound: true, open: true });
  });
});
