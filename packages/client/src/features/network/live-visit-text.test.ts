import { describe, expect, it } from 'vitest';
import zh from '../../locales/zh-CN/networkRadar.json';
import en from '../../locales/en/networkRadar.json';
import { fixedT } from '../../lib/i18n';
import { liveVisitText, visitorWhere } from './live-visit-text';

/** The live notice's sentence in both languages: by name, by what is known, or plainly a visitor. */
const tOf = (lang: 'zh-CN' | 'en') => fixedT({ [`${lang}/networkRadar`]: lang === 'en' ? en : zh }, lang, ['networkRadar']);
const person = { phoneIdEcr: 'p1', name: '王五', avatarUrl: null, company: '', position: '' };

describe('liveVisitText', () => {
  it('names a signed-in visitor', () => {
    expect(liveVisitText(tOf('zh-CN'), { person, device: 'iphone', city: '上海市' })).toBe('王五 正在看你的名片');
    expect(liveVisitText(tOf('en'), { person, device: null, city: null })).toBe('王五 is looking at your card');
  });
  it('says where an anonymous visitor is and on what, when known', () => {
    expect(liveVisitText(tOf('zh-CN'), { person: null, device: 'iphone', city: '上海市' })).toBe('一位访客（上海市 · iPhone）正在看你的名片');
    expect(liveVisitText(tOf('zh-CN'), { person: null, device: 'android', city: null })).toBe('一位访客（安卓手机）正在看你的名片');
    expect(liveVisitText(tOf('en'), { person: null, device: null, city: '杭州市' })).toBe('A visitor (杭州市) is looking at your card');
  });
  it('falls back to a visitor when nothing is known', () => {
    expect(liveVisitText(tOf('zh-CN'), { person: null, device: null, city: null })).toBe('一位访客正在看你的名片');
    expect(visitorWhere(tOf('zh-CN'), { device: null, city: null })).toBe('');
  });
});
