import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { testEngine } from '../helpers/database';
import { newRoleTag, newUser, type FactoryUser } from '../factories';

/** Role tags (issue 18, shake part): the guide read once, up to three tags picked in order, shown for the card. */
let t: TestApp;
let u: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  u = await newUser(t.ctx);
});
afterAll(async () => {
  await t.close();
});

const api = () => t.api.programme;
const MAX = LIMITS.programmeShake.roleTagsMax;

describe(`role tags (${testEngine()})`, () => {
  it('the guide is unread until read; tags are saved in order and shown for the card; up to 3, one more refused', async () => {
    const tags = await Promise.all(Array.from({ length: MAX + 1 }, () => newRoleTag(t.ctx)));
    const ids = tags.map((x) => x.id);
    const first = okOf(await api().findRoleIndex({ token: u.token }));
    expect(first).toMatchObject({ guideRead: false, max: MAX, picked: [] });
    expect(first.tags.map((x) => x.id)).toEqual(expect.arrayContaining(ids));
    expect(okOf(await api().readRoleGuide({ token: u.token })).guideRead).toBe(true);
    expect(okOf(await api().readRoleGuide({ token: u.token })).guideRead).toBe(true);

    const picked = [ids[2], ids[0], ids[1]];
    expect(okOf(await api().saveUserRoles({ token: u.token, body: { tagIds: picked.join(',') } as never })).picked).toEqual(picked);
    expect(refusalOf(await api().saveUserRoles({ token: u.token, body: { tagIds: ids.join(',') } as never }))).toMatchObject({ code: 'ROLE_TAGS_TOO_MANY', field: 'tagIds' });
    const card = okOf(await api().findCardRoleTags({ body: { phoneIdEcr: u.phoneIdEcr } }));
    expect(card.map((x) => x.id)).toEqual(picked);
    expect(card[0]).toMatchObject({ name: tags[2].name, nameEn: tags[2].nameEn });
    // The card info answer carries them too (the card view's cache follows the write); the server-rendered public card
    // shows them (browser journey e2e/programme-shake.e2e.ts).
    const view = okOf(await t.api.card.findMpBasicById({ params: { phoneIdEcr: u.phoneIdEcr } }));
    expect(view.roleTags?.map((x) => x.name)).toEqual(picked.map((id) => tags.find((x) => x.id === id)!.name));

    // Clearing: an empty list.
    expect(okOf(await api().saveUserRoles({ token: u.token, body: { tagIds: '' } as never })).picked).toEqual([]);
    expect(okOf(await t.api.card.findMpBasicById({ params: { phoneIdEcr: u.phoneIdEcr } })).roleTags).toBeUndefined();
  });

  it('an unknown or hidden tag is not found and writes nothing; an unknown card is not found', async () => {
    const shown = await newRoleTag(t.ctx);
    const hidden = await newRoleTag(t.ctx, { hidden: true });
    const v = await newUser(t.ctx);
    okOf(await api().saveUserRoles({ token: v.token, body: { tagIds: shown.id } as never }));
    expect(refusalOf(await api().saveUserRoles({ token: v.token, body: { tagIds: `${shown.id},${hidden.id}` } as never }))).toMatchObject({ code: 'ROLE_TAG_NOT_FOUND', field: 'tagIds' });
    expect(refusalOf(await api().saveUserRoles({ token: v.token, body: { tagIds: 'unknownTag000001' } as never }))).toMatchObject({ code: 'ROLE_TAG_NOT_FOUND' });
    expect(okOf(await api().findRoleIndex({ token: v.token })).picked).toEqual([shown.id]);
    expect(refusalOf(await api().findCardRoleTags({ body: { phoneIdEcr: 'unknownCard00001' } }))).toMatchObject({ code: 'NOT_FOUND', field: 'phoneIdEcr' });
  });
});
