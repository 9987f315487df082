import { describe, expect, it } from 'vitest';
import { joinCjkSpaces, readWechatId } from './network-scan-mend.rules';
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
