import { describe, expect, it } from 'vitest';
import { joinCjkSpaces, mendAreaZero, needsChineseReading, readWechatId } from './network-scan-mend.rules';
import { parseCard } from './network-scan.rules';

describe('spaces OCR puts into a Chinese address', () => {
  it('drops a space beside a Chinese character, on either side', () => {
    expect(joinCjkSpaces('上海市浦东新区 张江路88号')).toBe('上海市浦东新区张江路88号');
    expect(joinCjkSpaces('国贸中心A 座15层')).toBe('国贸中心A座15层');
    expect(joinCjkSpaces('张江路 88号')).toBe('张江路88号');
  });
  it('keeps a space between Latin letters or digits, and a value without Chinese as it was', () => {
    expect(joinCjkSpaces('科技园 Block B 2')).toBe('科技园Block B 2');
    expect(joinCjkSpaces('Room 1203, 88 Zhangjiang Road')).toBe('Room 1203, 88 Zhangjiang Road');
  });
  it('reads a labelled or an unlabelled address so', () => {
    expect(parseCard('地址 : 上海市浦东新区 张江路88号创新大厦1203室').address).toBe('上海市浦东新区张江路88号创新大厦1203室');
    expect(parseCard('广东省深圳市南山区 科技园南路18号').address).toBe('广东省深圳市南山区科技园南路18号');
  });
});

describe('a WeChat id read with a gap', () => {
  it('reads one gap between two runs of id characters as an underscore', () => {
    expect(readWechatId('wx qhlab27')).toBe('wx_qhlab27');
    expect(parseCard('微信 : wx qhlab27').wechat).toBe('wx_qhlab27');
  });
  it('closes two gaps or more up, and leaves an id without a gap as it was', () => {
    expect(readWechatId('wx qh lab27')).toBe('wxqhlab27');
    expect(readWechatId('wx_qhlab27')).toBe('wx_qhlab27');
    expect(readWechatId('138 0013 8000')).toBe('13800138000');
  });
  it('closes a gap next to a mark that is no id character, and answers null without an id', () => {
    expect(readWechatId('zhangwei_sh ©')).toBe('zhangwei_sh');
    expect(readWechatId('wx 12')).toBeNull();
  });
});

describe('when a Chinese side is read again with chi_sim alone', () => {
  const full = { name: '马超', title: '高级工程师', company: '深圳前海创新工作室', address: '浙江省杭州市西湖区文三路200号' };
  it('not when its title, company and address are all in Chinese', () => {
    expect(needsChineseReading(full)).toBe(false);
  });
  it('when one of them is missing or has no Chinese', () => {
    expect(needsChineseReading({ ...full, title: '' })).toBe(true);
    expect(needsChineseReading({ ...full, company: '' })).toBe(true);
    expect(needsChineseReading({ ...full, address: 'CREE MMU RMB 189' })).toBe(true);
  });
  it('never for a side whose name is not Chinese (an English side)', () => {
    expect(needsChineseReading({ name: 'Ma Chao', title: '', company: '', address: '' })).toBe(false);
    expect(needsChineseReading({ ...full, name: '' })).toBe(false);
  });
});

describe("a landline's leading 0 misread", () => {
  it('reads O, @ or 6 before an area code as 0, after a 电话 or 传真 label', () => {
    expect(mendAreaZero('O571-80017586 转 818')).toBe('0571-80017586 转 818');
    expect(mendAreaZero('@571-80032241')).toBe('0571-80032241');
    expect(mendAreaZero('D10 60044316')).toBe('010 60044316');
    expect(parseCard('电话 : @571-80032241 转 833').landline).toBe('0571-80032241-833');
    expect(parseCard('传真 : 6571-6102418').fax).toBe('0571-6102418');
  });
  it('not before a 0, nor before four digits without a separator, nor without a label', () => {
    expect(mendAreaZero('6010-60044316')).toBe('6010-60044316');
    expect(mendAreaZero('65710-6102418')).toBe('65710-6102418');
    expect(parseCard('6571-6102418').fax).toBe('');
    expect(parseCard('6571-6102418').landline).toBe('');
  });
  it('leaves a number that already reads as it was', () => {
    expect(parseCard('电话 : 0571-80032241').landline).toBe('0571-80032241');
  });
});
