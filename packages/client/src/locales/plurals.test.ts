import { describe, expect, it } from 'vitest';
import { fixedT } from '../lib/i18n';
import enAlbum from './en/album.json';
import enCard from './en/card.json';
import enUsercentre from './en/usercentre.json';
import zhCard from './zh-CN/card.json';

/** English counts use the plural forms of the catalogues ("1 item", "2 items"); Chinese has one form. */
describe('plural forms', () => {
  const resources = { 'en/card': enCard, 'en/album': enAlbum, 'en/usercentre': enUsercentre, 'zh-CN/card': zhCard };
  const i18n = { getFixedT: (lang: string, ns: string) => fixedT(resources, lang, [ns]) };

  it('says "1 item" and "2 items" in English', () => {
    const t = i18n.getFixedT('en', 'card');
    expect(t('countItems', { count: 1 })).toBe('1 item');
    expect(t('countItems', { count: 2 })).toBe('2 items');
    expect(t('countItems', { count: 0 })).toBe('0 items');
  });

  it('picks the singular for one photo, request and income item', () => {
    expect(i18n.getFixedT('en', 'album')('deleteAlbumWarning', { count: 1 })).toBe('The album and its 1 photo will be deleted for good');
    const uc = i18n.getFixedT('en', 'usercentre');
    expect(uc('home.pendingBinds', { count: 1 })).toBe('1 agent bind request waiting');
    expect(uc('home.pendingBinds', { count: 3 })).toBe('3 agent bind requests waiting');
    expect(uc('home.walletTip', { count: 1, amount: '9.90' })).toBe('1 new income item, ¥9.90 in total');
  });

  it('keeps the one Chinese form', () => {
    const t = i18n.getFixedT('zh-CN', 'card');
    expect(t('countItems', { count: 1 })).toBe('1项');
    expect(t('countItems', { count: 5 })).toBe('5项');
  });
});
