import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type FactoryUser } from '../factories';
import { makeTestApp, type TestApp } from '../helpers/app';
import { refusalOf } from '../helpers/client';
import { appServingBuild, SHELL_HTML } from '../helpers/client-build';

/**
 * Issue 7 item 10: control characters refused in JSON bodies as in forms (a NUL stored whole read back cut short),
 * line breaks refused in single-line fields and kept in multi-line ones, and the build manifest not served.
 */
let t: TestApp;
let me: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  me = await newUser(t.ctx, { name: '张三' });
});
afterAll(async () => {
  await t.close();
});

const json = (url: string, body: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': 'application/json', authorization: me.token, 'x-request-id': `r${Math.random().toString(36).slice(2, 14)}` },
  });
const card = () => t.ctx.db.card.findUniqueOrThrow({ where: { userId: me.id }, select: { name: true, signature: true, title: true } });
const envelopeOf = (res: { statusCode: number; json(): unknown }) => refusalOf({ status: res.statusCode, body: res.json() });

describe('control characters in JSON bodies', () => {
  it('{"signature":"before\\u0000after"} is refused naming the field, and nothing is stored', async () => {
    const res = await json('/acc/updateMpSignature.xhtml', '{"signature":"before\\u0000after"}');
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res)).toMatchObject({ code: 'TEXT_CONTROL_CHAR', status: 1200203, field: 'signature' });
    expect((await card()).signature).toBe('');
  });

  it('any C0 control in any string, key or nested value is refused by the parser, whatever the schema reads', async () => {
    const cases: [string, string][] = [
      ['{"name":"李四","note":"x\\u001b[31m"}', 'note'],
      ['{"name":"李四","deep":{"list":["ok","\\u0007"]}}', 'deep.list.1'],
      ['{"name":"李四","bad\\u0000key":"v"}', 'body'], // a key is not a field anyone can name
      ['["\\u0000"]', '0'],
    ];
    for (const [body, field] of cases) {
      const res = await json('/acc/updateMpUserName.xhtml', body.replace('李四', '王五'));
      expect(res.statusCode, body).toBe(400);
      expect(envelopeOf(res), body).toMatchObject({ code: 'TEXT_CONTROL_CHAR', field });
    }
    expect((await card()).name).toBe('张三');
  });

  it('tab, LF and CR pass the parser; the field rules decide (a multi-line signature keeps them)', async () => {
    const res = await json('/acc/updateMpSignature.xhtml', '{"signature":"第一行\\n第二行\\tx"}');
    expect(res.json().status).toBe(200);
    expect((await card()).signature).toBe('第一行\n第二行\tx');
  });

  it('form bodies name the field too', async () => {
    const res = await t.post('/acc/updateMpUserName.xhtml', { name: 'a\u0000b' }, me.token);
    expect(envelopeOf(res)).toMatchObject({ code: 'TEXT_CONTROL_CHAR', field: 'name' });
  });

  it('broken JSON and prototype poisoning stay refused with an envelope', async () => {
    expect((await json('/acc/updateMpUserName.xhtml', '{"name":')).statusCode).toBe(400);
    const poisoned = await json('/acc/updateMpUserName.xhtml', '{"name":"x","__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().status).not.toBe(200);
  });
});

describe('line breaks: single-line fields refuse them, multi-line fields keep them', () => {
  it('a card name with CR or LF is refused with TEXT_LINE_BREAK naming the field (form and JSON)', async () => {
    for (const name of ['张\n三', '张\r三', '张\r\n三']) {
      const res = await t.post('/acc/updateMpUserName.xhtml', { name }, me.token);
      expect(envelopeOf(res), JSON.stringify(name)).toMatchObject({ code: 'TEXT_LINE_BREAK', status: 1200202, field: 'name' });
    }
    expect(envelopeOf(await json('/acc/updateMpUserName.xhtml', '{"name":"张\\n三"}'))).toMatchObject({ code: 'TEXT_LINE_BREAK', field: 'name' });
    expect((await card()).name).toBe('张三');
  });

  it("the message names the field in the caller's language", async () => {
    const res = await t.post('/acc/updateMpUserName.xhtml', { name: 'a\nb' }, me.token, { cookies: { lang: 'en' } });
    expect(res.json().msg).toMatch(/single line/);
    expect(res.json().msg).toMatch(/name/i);
  });

  it('the card title (a textarea in the client) keeps its line break', async () => {
    const res = await t.post('/acc/updateMpTitle.xhtml', { title: '上联\n下联' }, me.token);
    expect(res.json().status).toBe(200);
    expect((await card()).title).toBe('上联\n下联');
  });

  it('a column name refuses it, the column content keeps it', async () => {
    expect(envelopeOf(await t.post('/mpbase/addMpColumn.xhtml', { name: '公司\n简介', content: '' }, me.token))).toMatchObject({ code: 'TEXT_LINE_BREAK', field: 'name' });
    const ok = await t.post('/mpbase/addMpColumn.xhtml', { name: '公司简介', content: '第一段\n第二段' }, me.token);
    expect(ok.json().resultSets).toMatchObject({ name: '公司简介', content: '第一段\n第二段' });
  });
});

describe("the client build's manifest is not served", () => {
  const web = appServingBuild({
    'index.html': SHELL_HTML,
    '.vite/manifest.json': '{"src/main.tsx":{"file":"assets/main-abc.js"}}',
    'assets/main-abc.js': 'console.log(1)',
  });
  it.each(['/multipage/.vite/manifest.json', '/multipage/.vite/', '/multipage/.vite', '/multipage/%2Evite/manifest.json', '/multipage/assets/../.vite/manifest.json'])(
    '%s answers the 404 envelope',
    async (url) => {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body.slice(0, 100)).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(res.body).not.toContain('main-abc');
    },
  );

  it('the assets themselves are still served', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/multipage/assets/main-abc.js' });
    expect(res.statusCode).toBe(200);
  });
});
