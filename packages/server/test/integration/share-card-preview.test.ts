import { beforeAll, describe, expect, it } from 'vitest';
import { cardPreviewPath, errorCatalogue } from '@card/contract';
import { appServingBuild, SHELL_HTML } from '../helpers/client-build';
import { newUser, type FactoryUser } from '../factories';
import { visitRows } from '../helpers/visits';

/**
 * The editing screens' live preview (issue 31, item 9): the owner's real card page with the fields being edited in
 * place of the saved ones; nothing saved, no visit, never cached; nobody but the owner gets it; bad drafts are
 * refused with the catalogue message naming the field.
 */
const t = appServingBuild({ 'index.html': SHELL_HTML });

const preview = (owner: { phoneIdEcr: string }, query: Record<string, string>, token?: string, lang?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${cardPreviewPath(owner.phoneIdEcr)}?${new URLSearchParams(query)}`,
    headers: { ...(token ? { authorization: token } : {}), ...(lang ? { cookie: `lang=${lang}` } : {}) },
  });

describe('the card preview', () => {
  let owner: FactoryUser;
  beforeAll(async () => {
    owner = await newUser(t.ctx, { name: '预览主人' });
  });

  it("shows the owner's card with the draft in place of the saved fields, and saves nothing", async () => {
    const res = await preview(owner, { name: '新名字<b>', company: '新公司', position: '总监', title: '一句话介绍', theme: 'ocean' }, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('data-testid="card-name"');
    expect(res.body).toContain('新名字&lt;b&gt;');
    expect(res.body).not.toContain('新名字<b>');
    expect(res.body).toContain('新公司');
    expect(res.body).toContain('theme-ocean');
    // A picture of the page: without the card page's own script (the frame runs none of the visitor's actions).
    expect(res.body).not.toContain('id="card-texts"');
    const saved = await t.ctx.db.card.findUnique({ where: { userId: owner.id } });
    expect(saved?.name).toBe('预览主人');
    expect(saved?.themeId).not.toBe('ocean');
    // Without a draft: the saved card.
    const plain = await preview(owner, {}, owner.token);
    expect(plain.body).toContain('预览主人');
  });

  it('is no visit, and is refused to anyone but the owner', async () => {
    const other = await newUser(t.ctx);
    const before = await visitRows(t.ctx, { where: { ownerId: owner.id } });
    const stranger = await preview(owner, { name: '冒名' }, other.token);
    expect(JSON.parse(stranger.body)).toMatchObject({ code: 'NO_PERMISSION' });
    expect(stranger.body).not.toContain('冒名');
    const anonymous = await preview(owner, { name: '冒名' });
    expect(JSON.parse(anonymous.body)).toMatchObject({ code: 'NOT_LOGGED_IN' });
    await preview(owner, { name: '自己' }, owner.token);
    expect(await visitRows(t.ctx, { where: { ownerId: owner.id } })).toBe(before);
  });

  it("refuses a bad draft with the catalogue message naming the field, in the caller's language", async () => {
    const long = await preview(owner, { name: '名'.repeat(31) }, owner.token);
    expect(long.statusCode).toBe(400);
    expect(JSON.parse(long.body).errors[0]).toMatchObject({ field: 'name' });
    const empty = await preview(owner, { name: '' }, owner.token);
    expect(JSON.parse(empty.body).errors[0]).toMatchObject({ field: 'name' });
    const theme = await preview(owner, { theme: 'neon' }, owner.token, 'en');
    const body = JSON.parse(theme.body);
    expect(body.errors[0]).toMatchObject({ field: 'theme' });
    expect(body.msg).not.toBe(errorCatalogue.SYSTEM_ERROR.en);
    expect(/[\u4e00-\u9fff]/.test(body.errors[0].message)).toBe(false);
    const ok = await preview(owner, { name: '名'.repeat(30) }, owner.token);
    expect(ok.statusCode).toBe(200);
  });
});
