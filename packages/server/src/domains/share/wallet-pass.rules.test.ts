import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assertApplePassKeys } from '../../../test/helpers/apple-pass-keys';
import { labelRgbOf, PASS_TEXTS, passJson, passManifest, passSerialOf, rgbOf } from './wallet-pass.rules';

const settings = { typeId: 'pass.com.example.card', teamId: 'TEAM123456' };
const card = { userId: 'u1', name: '张三', title: '市场总监', company: '星辰科技', phone: '13800138000', cardUrl: 'https://c.example.com/multipage/card/abc', themeColor: '#24292f' };

describe('wallet pass rules', () => {
  it('writes theme colours as rgb(r, g, b), labels lighter than the background, a bad colour as the brand blue', () => {
    expect(rgbOf('#24292f')).toBe('rgb(36, 41, 47)');
    expect(rgbOf('#BC4C00')).toBe('rgb(188, 76, 0)');
    expect(rgbOf('red')).toBe('rgb(31, 111, 235)');
    expect(labelRgbOf('#000000')).toBe('rgb(191, 191, 191)');
  });

  it('gives one opaque serial per card and pass type, the same every time', () => {
    expect(passSerialOf('t', 'u1')).toBe(passSerialOf('t', 'u1'));
    expect(passSerialOf('t', 'u1')).not.toBe(passSerialOf('t', 'u2'));
    expect(passSerialOf('t', 'u1')).not.toBe(passSerialOf('t2', 'u1'));
    expect(passSerialOf('t', 'u1')).toMatch(/^[0-9a-f]{32}$/);
  });

  it("builds a generic pass with Apple's keys only: name primary, title and company secondary, phone auxiliary, the link as QR", () => {
    const pass = passJson(settings, card, PASS_TEXTS['zh-CN']);
    assertApplePassKeys(pass);
    expect(pass.generic.primaryFields).toEqual([{ key: 'name', label: '姓名', value: '张三' }]);
    expect(pass.generic.secondaryFields.map((f) => f.key)).toEqual(['title', 'company']);
    expect(pass.generic.auxiliaryFields).toEqual([{ key: 'phone', label: '电话', value: '13800138000' }]);
    expect(pass.barcodes).toEqual([{ format: 'PKBarcodeFormatQR', message: card.cardUrl, messageEncoding: 'iso-8859-1' }]);
    expect(pass.organizationName).toBe('星辰科技');
  });

  it('leaves out empty fields, and names the organisation after the person without a company', () => {
    const pass = passJson(settings, { ...card, title: '', company: ' ', phone: '' }, PASS_TEXTS.en);
    assertApplePassKeys(pass);
    expect(pass.generic.secondaryFields).toEqual([]);
    expect(pass.generic.auxiliaryFields).toEqual([]);
    expect(pass.organizationName).toBe('张三');
    expect(pass.generic.primaryFields[0]!.label).toBe('Name');
  });

  it('the key check itself refuses a key Apple does not document', () => {
    expect(() => assertApplePassKeys({ ...passJson(settings, card, PASS_TEXTS.en), backgroundColour: 'rgb(0, 0, 0)' })).toThrow(/unknown top-level keys/);
    const bad = passJson(settings, card, PASS_TEXTS.en);
    expect(() => assertApplePassKeys({ ...bad, generic: { ...bad.generic, primaryFields: [{ key: 'n', value: 'x', colour: 'red' }] } })).toThrow(/unknown keys of a field/);
  });

  it("lists each file's SHA-1 in the manifest", () => {
    const files = { 'pass.json': Buffer.from('{}'), 'icon.png': Buffer.from([1, 2, 3]) };
    expect(JSON.parse(passManifest(files).toString())).toEqual({
      'pass.json': createHash('sha1').update('{}').digest('hex'),
      'icon.png': createHash('sha1')
        .update(Buffer.from([1, 2, 3]))
        .digest('hex'),
    });
  });
});
