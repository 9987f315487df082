import { describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { SIGNATURE_TEXTS, signatureHtml, signatureText, telHref, type SignatureInput } from './card-signature.rules';

const base: SignatureInput = {
  name: '张三',
  title: '市场总监',
  company: '星辰科技有限公司',
  phones: ['+86 138-0013-8000'],
  email: 'zhang@example.com',
  cardUrl: 'https://card.example.com/multipage/card/abc',
  avatarUrl: 'https://card.example.com/files/a.jpg',
  qrUrl: 'https://card.example.com/stc/mpQrCode.xhtml?phoneIdEcr=abc&format=png&size=258&logo=0',
  accent: '#24292f',
  texts: SIGNATURE_TEXTS['zh-CN'],
};

describe('the email signature', () => {
  it('is one table with inline styles only: no class, no <style>, no script', () => {
    const html = signatureHtml(base);
    expect(html.startsWith('<table')).toBe(true);
    expect(html).not.toMatch(/class=|<style|<script|<div/i);
    // Every element that draws carries its own style.
    for (const tag of html.match(/<(td|img|a)\b[^>]*>/g)!) expect(tag).toMatch(/style="/);
  });

  it('shows name, title, company, phone as a tel: link, email, the card link and the QR, with absolute image URLs', () => {
    const html = signatureHtml(base);
    for (const text of ['张三', '市场总监', '星辰科技有限公司', 'zhang@example.com', '电子名片']) expect(html).toContain(text);
    expect(html).toContain('href="tel:+8613800138000"');
    expect(html).toContain('href="mailto:zhang@example.com"');
    expect(html).toContain(`href="${base.cardUrl}"`);
    const imgs = html.match(/<img\b[^>]*>/g)!;
    expect(imgs).toHaveLength(2);
    for (const img of imgs) {
      expect(img).toMatch(/ src="https:\/\//);
      expect(img).toMatch(/ width="\d+" height="\d+"/);
    }
    expect(imgs[0]).toContain('alt="张三"');
    expect(imgs[1]).toContain('alt="扫码查看名片"');
    expect(html).toContain('border-left:3px solid #24292f');
  });

  it('escapes every user text, in content and in attributes', () => {
    const evil = { ...base, name: '<img src=x onerror=alert(1)>"&\'', company: '<b>A&B</b>', title: '"><script>x</script>', email: 'a"b@x.com' };
    const html = signatureHtml(evil);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&amp;&#39;');
    expect(html).toContain('alt="&lt;img src=x onerror=alert(1)&gt;&quot;&amp;&#39;"');
    expect(html).toContain('&lt;b&gt;A&amp;B&lt;/b&gt;');
    expect(html).toContain('mailto:a&quot;b@x.com');
  });

  it('leaves out what the card does not have: no empty rows, no avatar cell, no phone label', () => {
    const html = signatureHtml({ ...base, title: '', company: ' ', phones: [], email: '', avatarUrl: '' });
    expect(html.match(/<img\b/g)).toHaveLength(1); // the QR only
    expect(html).not.toContain('电话');
    expect(html).not.toContain('邮箱');
    expect(html).not.toMatch(/<td[^>]*><\/td>/);
    expect(html.match(/<tr>/g)).toHaveLength(3); // the outer row, the name and the card link
    expect(signatureText({ ...base, title: '', company: '', phones: [], email: '' })).toBe(`张三\n电子名片: ${base.cardUrl}`);
  });

  it('keeps long values whole and lets them wrap inside the table (the longest company and email a card takes)', () => {
    const company = '长'.repeat(LIMITS.card.companyMax);
    const email = `${'a'.repeat(60)}@${'b'.repeat(60)}.com`;
    const html = signatureHtml({ ...base, company, email });
    expect(html).toContain(company);
    expect(html).toContain(email);
    expect(html).toMatch(/max-width:520px/);
    expect(html).toMatch(new RegExp(`word-break:break-all[^>]*>${company}<`));
  });

  it('never links a non-http URL and falls back to the brand colour for a bad accent', () => {
    const html = signatureHtml({ ...base, avatarUrl: 'javascript:alert(1)', cardUrl: 'data:text/html,x', accent: 'red;x:y' });
    expect(html).not.toMatch(/javascript:|data:text/);
    expect(html).toContain('#1f6feb');
    expect(html.match(/<img\b/g)).toHaveLength(1);
  });

  it('writes the English labels', () => {
    const text = signatureText({ ...base, texts: SIGNATURE_TEXTS.en });
    expect(text).toBe(`张三\n市场总监\n星辰科技有限公司\nTel: +86 138-0013-8000\nEmail: zhang@example.com\nDigital card: ${base.cardUrl}`);
  });

  it('dials digits and one leading plus', () => {
    expect(telHref('+86 (10) 8888-6666')).toBe('tel:+861088886666');
    expect(telHref('010-8888+6666')).toBe('tel:01088886666');
  });
});
