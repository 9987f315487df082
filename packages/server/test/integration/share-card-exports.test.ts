import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { makeTestApp, type TestApp } from '../helpers/app';
import { newUser, type FactoryUser } from '../factories';
import { unzip } from '../helpers/unzip';
import { assertApplePassKeys } from '../helpers/apple-pass-keys';
import { makePassCertificates, type PassCertificates } from '../helpers/pass-certificates';

/**
 * The card's exports (issue 34) through the real app: the email signature of the owner's card, the 1920x1080
 * background (its QR decoded back to the card URL, the theme's colour in it), and the Apple Wallet pass: refused
 * without the operator's settings, and with a certificate chain made for the test, a zip whose manifest hashes
 * and PKCS#7 signature `openssl smime -verify` accepts and whose pass.json uses only keys Apple documents.
 */
let t: TestApp;
let owner: FactoryUser;
let certs: PassCertificates;
let cardUrl = '';
const NO_PASS = { typeId: '', teamId: '', certFile: '', keyFile: '', keyPassphrase: '', wwdrFile: '' };

beforeAll(async () => {
  t = await makeTestApp();
  owner = await newUser(t.ctx, { name: '李<四>&' });
  const post = async (url: string, form: Record<string, string>) => {
    const body = (await t.post(url, form, owner.token)).json();
    if (body.status !== 200) throw new Error(`${url}: ${JSON.stringify(body)}`);
  };
  await post('/acc/updateMpBasicInfo.xhtml', { name: '李<四>&', company: '星辰科技有限公司', position: '销售总监', email: 'li@example.com' });
  await post('/themes/updateMpTheme.xhtml', { themeId: 'sunset' });
  cardUrl = `${t.ctx.config.publicOrigin}/multipage/card/${owner.phoneIdEcr}`;
  certs = makePassCertificates();
}, 60_000);
afterAll(async () => {
  await t.close();
  certs?.cleanup();
});

const passSettings = (o: Partial<typeof NO_PASS> = {}) => ({
  typeId: 'pass.com.example.card',
  teamId: 'TEAM123456',
  certFile: certs.signerCert,
  keyFile: certs.signerKey,
  keyPassphrase: certs.passphrase,
  wwdrFile: certs.wwdrCert,
  ...o,
});

function decode(png: Buffer): string | null {
  const img = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(img.data.buffer, img.data.byteOffset, img.data.length), img.width, img.height)?.data ?? null;
}

describe('cardExports: the email signature', () => {
  it("is the owner's card as escaped inline-styled HTML and text; without pass settings the wallet is not offered", async () => {
    t.ctx.config.pass = NO_PASS;
    const res = (await t.post('/acc/cardExports.xhtml', {}, owner.token)).json();
    expect(res.status).toBe(200);
    const { signatureHtml, signatureText, walletPass } = res.resultSets;
    expect(walletPass).toBe(false);
    expect(signatureHtml).toContain('李&lt;四&gt;&amp;');
    expect(signatureHtml).not.toContain('李<四>');
    expect(signatureHtml).toContain('销售总监');
    expect(signatureHtml).toContain('href="mailto:li@example.com"');
    expect(signatureHtml).toContain(`href="${cardUrl}"`);
    expect(signatureHtml).toContain(`src="${t.ctx.config.publicOrigin}/stc/mpQrCode.xhtml?phoneIdEcr=${owner.phoneIdEcr}&amp;format=png&amp;size=258&amp;logo=0"`);
    expect(signatureHtml).toContain('#bc4c00'); // the sunset theme's accent
    expect(signatureText.split('\n')[0]).toBe('李<四>&');
    // The QR the signature links is really served, and reads back to the card.
    const qr = await t.app.inject({ method: 'GET', url: `/stc/mpQrCode.xhtml?phoneIdEcr=${owner.phoneIdEcr}&format=png&size=258&logo=0` });
    expect(decode(qr.rawPayload)).toBe(cardUrl);
  });

  it('answers in English when asked, and refuses a signed-out caller', async () => {
    const en = await t.app.inject({
      method: 'POST',
      url: '/acc/cardExports.xhtml',
      headers: { authorization: owner.token, cookie: 'lang=en', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(en.json().resultSets.signatureText).toContain('Email: li@example.com');
    const anon = (await t.post('/acc/cardExports.xhtml', {})).json();
    expect(anon.code).toBe('NOT_LOGGED_IN');
  });

  it('refuses a card without a name with the catalogue message', async () => {
    const nameless = await newUser(t.ctx, { name: ' ' });
    const res = await t.post('/acc/cardExports.xhtml', {}, nameless.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'EXPORT_NO_CARD', msg: '请先填写名片姓名，再导出' });
  });
});

describe('cardVideoBackground', () => {
  it("is a 1920x1080 PNG in the theme's colours whose QR decodes to the card URL, for the owner only", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/stc/cardBackground.png', headers: { authorization: owner.token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    const img = PNG.sync.read(res.rawPayload);
    expect([img.width, img.height]).toEqual([1920, 1080]);
    expect(decode(res.rawPayload)).toBe(cardUrl);
    // The gradient starts at the sunset theme's first stop (#bc4c00) in the top left corner.
    const [r, g, b] = img.data.subarray(0, 3);
    expect(Math.abs(r! - 0xbc) + Math.abs(g! - 0x4c) + Math.abs(b! - 0x00)).toBeLessThan(12);
    const anon = await t.app.inject({ method: 'GET', url: '/stc/cardBackground.png' });
    expect(anon.json().code).toBe('NOT_LOGGED_IN');
  }, 30_000);

  it("spends the owner's drawing budget: past it, the catalogue refusal", async () => {
    const u = await newUser(t.ctx, { name: '王五' });
    for (let i = 0; i < 10; i++) await t.ctx.limiter.enforce([{ key: `exports:background:${u.id}`, rule: { max: 10, windowMs: 60_000 } }], 'EXPORT_TOO_MANY');
    const res = await t.app.inject({ method: 'GET', url: '/stc/cardBackground.png', headers: { authorization: u.token } });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('EXPORT_TOO_MANY');
  });
});

describe('cardWalletPass', () => {
  it("without the operator's pass settings answers PASS_NOT_CONFIGURED", async () => {
    t.ctx.config.pass = { ...passSettings(), certFile: '' };
    const res = await t.app.inject({ method: 'GET', url: '/stc/card.pkpass', headers: { authorization: owner.token } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PASS_NOT_CONFIGURED', msg: '暂未开通 Apple 钱包卡券' });
    expect((await t.post('/acc/cardExports.xhtml', {}, owner.token)).json().resultSets.walletPass).toBe(false);
  });

  it('with a wrong key passphrase or a key of another certificate answers PASS_CERT_UNUSABLE, not a 500', async () => {
    for (const wrong of [{ keyPassphrase: 'nope' }, { keyFile: certs.otherKey }, { wwdrFile: '/nonexistent/wwdr.pem' }]) {
      t.ctx.config.pass = passSettings(wrong);
      const res = await t.app.inject({ method: 'GET', url: '/stc/card.pkpass', headers: { authorization: owner.token } });
      expect(res.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(res.json().code).toBe('PASS_CERT_UNUSABLE');
      expect(res.body).not.toContain('nonexistent');
    }
  });

  it("is a signed .pkpass: every manifest hash matches, openssl verifies the signature, pass.json has Apple's keys only", async () => {
    t.ctx.config.pass = passSettings();
    expect((await t.post('/acc/cardExports.xhtml', {}, owner.token)).json().resultSets.walletPass).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: '/stc/card.pkpass', headers: { authorization: owner.token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const files = unzip(res.rawPayload);
    expect([...files.keys()].sort()).toEqual(['icon.png', 'icon@2x.png', 'logo.png', 'manifest.json', 'pass.json', 'signature', 'thumbnail.png']);

    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as Record<string, string>;
    expect(Object.keys(manifest).sort()).toEqual(['icon.png', 'icon@2x.png', 'logo.png', 'pass.json', 'thumbnail.png']);
    for (const [name, sha1] of Object.entries(manifest)) expect(createHash('sha1').update(files.get(name)!).digest('hex'), name).toBe(sha1);
    expect(PNG.sync.read(files.get('icon@2x.png')!).width).toBe(58);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pkpass-'));
    try {
      fs.writeFileSync(path.join(dir, 'signature'), files.get('signature')!);
      fs.writeFileSync(path.join(dir, 'manifest.json'), files.get('manifest.json')!);
      const verify = (content: string) =>
        execFileSync(
          'openssl',
          ['smime', '-verify', '-binary', '-inform', 'der', '-in', path.join(dir, 'signature'), '-content', content, '-CAfile', certs.caCert, '-purpose', 'any', '-out', '/dev/null'],
          { stdio: 'pipe' },
        ).toString();
      expect(() => verify(path.join(dir, 'manifest.json'))).not.toThrow();
      // A changed manifest fails the same check: the signature covers it.
      fs.writeFileSync(
        path.join(dir, 'tampered.json'),
        files
          .get('manifest.json')!
          .toString()
          .replace(/[0-9a-f]{40}/, '0'.repeat(40)),
      );
      expect(() => verify(path.join(dir, 'tampered.json'))).toThrow();
      // Both the signer and the WWDR intermediate travel in the signature.
      const certsIn = execFileSync('openssl', ['pkcs7', '-inform', 'der', '-in', path.join(dir, 'signature'), '-print_certs', '-noout']).toString();
      expect(certsIn).toMatch(/Test WWDR/);
      expect(certsIn).toMatch(/Pass Type ID/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }

    const pass = JSON.parse(files.get('pass.json')!.toString('utf8'));
    assertApplePassKeys(pass);
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: 'pass.com.example.card',
      teamIdentifier: 'TEAM123456',
      organizationName: '星辰科技有限公司',
      backgroundColor: 'rgb(188, 76, 0)',
      foregroundColor: 'rgb(255, 255, 255)',
      barcodes: [{ format: 'PKBarcodeFormatQR', message: cardUrl, messageEncoding: 'iso-8859-1' }],
    });
    expect(pass.labelColor).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    expect(pass.serialNumber).toMatch(/^[0-9a-f]{32}$/);
    expect(pass.serialNumber).not.toContain(owner.id);
    expect(pass.generic.primaryFields).toEqual([{ key: 'name', label: '姓名', value: '李<四>&' }]);
    expect(pass.generic.secondaryFields.map((f: { value: string }) => f.value)).toEqual(['销售总监', '星辰科技有限公司']);
    expect(pass.generic.auxiliaryFields).toEqual([{ key: 'phone', label: '电话', value: expect.stringMatching(/^\+86\d{11}$|^1\d{10}$/) }]);
  }, 60_000);
});
