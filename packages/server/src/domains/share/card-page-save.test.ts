import { describe, expect, it } from 'vitest';
import type { TCardView } from '@card/contract';
import { contactText, saveGuide } from './card-page-save';

const card = {
  phoneIdEcr: 'cardAAAAAAAAAAAAAAAA',
  name: '张三</textarea><script>x</script>',
  position: '市场总监',
  department: '市场部',
  company: '星辰科技',
  mobiles: ['13800138000', '13900139000'],
  landline: '010-88886666',
  email: 'z@example.com',
  navPoint: { name: '公司', province: '北京市', city: '北京市', address: '朝阳区 1 号', lat: 39.9, lng: 116.4 },
} as unknown as TCardView;
const link = 'https://card.example/multipage/card/cardAAAAAAAAAAAAAAAA';

describe('save to contacts inside WeChat', () => {
  it('copies every shown field, one per line, in the page language', () => {
    expect(contactText(card, link, 'zh-CN').split('\n')).toEqual([
      '姓名：张三</textarea><script>x</script>',
      '职位：市场总监 · 市场部',
      '公司：星辰科技',
      '手机：13800138000',
      '手机：13900139000',
      '座机：010-88886666',
      '邮箱：z@example.com',
      expect.stringMatching(/^地址：.*朝阳区 1 号$/),
      `名片：${link}`,
    ]);
    expect(contactText(card, link, 'en')).toContain('Mobile：13800138000');
  });

  it('leaves out what the visitor does not see (a hidden phone is not in mobiles) and empty fields', () => {
    const text = contactText({ ...card, mobiles: [], landline: '', email: '', navPoint: null, department: '', position: '' } as unknown as TCardView, link);
    expect(text).not.toMatch(/手机|座机|邮箱|地址|职位/);
    expect(text).toContain('公司：星辰科技');
  });

  it('explains the two taps with a drawn picture, offers the vCard and 复制全部信息, all escaped', () => {
    const html = saveGuide(card, link, 'zh-CN');
    expect(html).toContain('点右上角的 ···');
    expect(html).toContain('选择「在浏览器打开」');
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="[^"]+"[^>]*data-testid="save-guide-picture">.*在浏览器打开.*<\/svg>/s);
    expect(html).not.toMatch(/<img|url\(/);
    expect(html).toContain('href="/stc/cardAAAAAAAAAAAAAAAA/card.vcf"');
    expect(html).toMatch(/<button type="button" class="btn btn-primary" data-copy-all [^>]*>复制全部信息<\/button>/);
    expect(html).not.toContain('<script>x</script>');
    expect(html).toContain('&lt;/textarea&gt;&lt;script&gt;');
    expect(saveGuide(card, link, 'en')).toContain('Copy all details');
  });
});
