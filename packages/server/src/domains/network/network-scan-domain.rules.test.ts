import { describe, expect, it } from 'vitest';
import { agreeOnName } from './network-scan-domain.rules';
import { emptyFields, type FieldConf, type ScanFields } from './network-scan.rules';

const fix = (fields: Partial<ScanFields>, conf: FieldConf = {}) => agreeOnName({ fields: { ...emptyFields(), ...fields }, conf }).fields;
const CARD = { email: 'ma.chao@ghlab.com', website: 'www.qhlab.com', wechat: 'wx_qhlab12' };

describe("the card's name in its e-mail, web address and WeChat id", () => {
  it('gives a lone copy one character off the spelling two others share', () => {
    expect(fix(CARD)).toMatchObject({ email: 'ma.chao@qhlab.com', website: 'www.qhlab.com', wechat: 'wx_qhlab12' });
    expect(fix({ ...CARD, email: 'ma.chao@qhlab.com', website: 'www.ghlab.com.cn' }).website).toBe('www.qhlab.com.cn');
  });
  it('lets a WeChat id vote but keeps its spelling, outvoted or not', () => {
    expect(fix({ ...CARD, email: 'ma.chao@qhlab.com', wechat: 'wx_ghlab12' }).wechat).toBe('wx_ghlab12');
    expect(fix({ email: 'li.na@ghlab.com', wechat: 'wx_qhlab32' }, { email: 60, wechat: 82 })).toMatchObject({ email: 'li.na@qhlab.com', wechat: 'wx_qhlab32' });
  });
  it('lets the surer copies outvote more numerous ones', () => {
    // ghlab 55 + 3 against qhlab 70.
    const f = fix({ email: 'ma.chao@ghlab.com', website: 'www.ghlab.com', wechat: 'wx_qhlab42' }, { email: 55, website: 3, wechat: 70 });
    expect(f).toMatchObject({ email: 'ma.chao@qhlab.com', website: 'www.qhlab.com', wechat: 'wx_qhlab42' });
    expect(fix({ email: 'li.na@qhlab.com', website: 'www.ghlab.com' }, { email: 82, website: 81 }).website).toBe('www.qhlab.com');
  });
  it('leaves a tie, a copy two characters off, and names shorter than 4 characters as they were', () => {
    expect(fix({ email: 'li.na@qhlab.com', wechat: 'wx_ghlab32' })).toMatchObject({ email: 'li.na@qhlab.com', wechat: 'wx_ghlab32' });
    expect(fix({ ...CARD, email: 'ma.chao@gblab.com' }).email).toBe('ma.chao@gblab.com');
    expect(fix({ email: 'a@abcd.com', website: 'www.abce.com', wechat: 'abce_x1' }).email).toBe('a@abce.com');
    expect(fix({ email: 'a@abc.com', website: 'www.abd.com', wechat: 'abd_x1' }).email).toBe('a@abc.com');
  });
  it('leaves a card with one copy, or none, as it was', () => {
    expect(fix({ email: 'ma.chao@ghlab.com' }).email).toBe('ma.chao@ghlab.com');
    expect(fix({ wechat: 'wx_ghlab12', website: '' }).wechat).toBe('wx_ghlab12');
  });
});
