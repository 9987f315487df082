import { describe, expect, it } from 'vitest';
import type { OcrProvider } from '../../providers/ocr';
import { readCardSide } from './network-scan-read';

/** What a Chinese side prints besides the name and numbers: with all three in Chinese no whole side is read again. */
const LINES = '销售经理\n上海云帆科技有限公司\n地址：上海市浦东新区张江路88号创新大厦1203室';

/** A provider answering by the models asked for, recording each call's options. */
const fake = (byLangs: Record<string, string>) => {
  const calls: { langs?: string; psm?: number; line?: string }[] = [];
  const ocr: OcrProvider = {
    read: async (_img, o = {}) => {
      calls.push({ langs: o.langs, psm: o.psm, line: o.prepare?.line });
      return byLangs[o.langs ?? 'default'] ?? '';
    },
  };
  return { ocr, calls };
};

describe('reading one side', () => {
  it('one reading when it found a Chinese name', async () => {
    const { ocr, calls } = fake({ default: `张伟\n${LINES}\n手机：13800138000\nE: zhang.wei@yunfan.com` });
    expect((await readCardSide(ocr, new Uint8Array())).fields.name).toBe('张伟');
    expect(calls).toHaveLength(1);
  });
  it("asks chi_sim alone, on the tallest line as one block, for the name the first reading lost, and keeps the first reading's e-mail", async () => {
    const { ocr, calls } = fake({ default: `PEGE,\n${LINES}\n手机：13800138000\nE: zhang.wei@yunfan.com`, chi_sim: '林晓\n手机：13800138000\nE: zhangwei@yunfan.com' });
    const f = (await readCardSide(ocr, new Uint8Array())).fields;
    expect(f).toMatchObject({ name: '林晓', email: 'zhang.wei@yunfan.com', mobiles: ['13800138000'] });
    expect(calls).toEqual([
      { langs: undefined, psm: undefined, line: undefined },
      { langs: 'chi_sim', psm: 6, line: 'tallest' },
    ]);
  });
  it("reads a Chinese side once more with chi_sim alone when its address came out in Latin letters, keeping the first's Chinese", async () => {
    const first = '马超\n高级工程师\n深圳前海创新工作室\n地址 CREE MMU RMB 189\n邮箱：ma.chao@qhlab.com';
    const { ocr, calls } = fake({ default: first, chi_sim: '马走\n高级工程帅\n深圳前海创新工作室\n地址：浙江省杭州市西湖区文三路200号\n邮箱：machao@qhlab.com' });
    const f = (await readCardSide(ocr, new Uint8Array())).fields;
    expect(f).toMatchObject({ name: '马超', title: '高级工程师', address: '浙江省杭州市西湖区文三路200号', email: 'ma.chao@qhlab.com' });
    expect(calls).toEqual([
      { langs: undefined, psm: undefined, line: undefined },
      { langs: 'chi_sim', psm: undefined, line: undefined },
    ]);
  });
  it("takes the chi_sim reading's mobiles only when the first found none", async () => {
    const first = (m: string) => `马超\n${m}\n深圳前海创新工作室`;
    const again = '马超\n手机：18800213818\n深圳前海创新工作室\n地址：浙江省杭州市西湖区文三路200号\n高级工程师';
    expect((await readCardSide(fake({ default: first('手机：18800213813'), chi_sim: again }).ocr, new Uint8Array())).fields.mobiles).toEqual(['18800213813']);
    expect((await readCardSide(fake({ default: first('手机：—'), chi_sim: again }).ocr, new Uint8Array())).fields.mobiles).toEqual(['18800213818']);
  });
  it('reads an English side once after its name line, never with chi_sim as a whole', async () => {
    const { ocr, calls } = fake({ default: 'Ma Chao\nSales Manager\nShenzhen Qianhai Innovation Studio' });
    await readCardSide(ocr, new Uint8Array());
    expect(calls.map((c) => c.line ?? 'whole')).toEqual(['whole', 'tallest']);
  });
  it('keeps an English name when the second reading finds no Chinese one either', async () => {
    const { ocr } = fake({ default: 'Zhang Wei\nSales Manager', chi_sim: '' });
    expect((await readCardSide(ocr, new Uint8Array())).fields.name).toBe('Zhang Wei');
  });
});

describe("reading a side's unsure words again", () => {
  const box = { left: 1, top: 2, width: 3, height: 4 };
  const lines = [
    {
      text: '地址：浙江省杭州市西湖区文三路206号',
      words: [
        { text: '地址：浙江省杭州市西湖区文三路', conf: 95, box },
        { text: '206', conf: 40, box },
        { text: '号', conf: 90, box },
      ],
    },
    {
      text: '邮箱：li.na@ghlab.com',
      words: [
        { text: '邮箱：', conf: 95, box },
        { text: 'li.na@ghlab.com', conf: 90, box },
      ],
    },
    {
      text: '网址：www.yunfan.com',
      words: [
        { text: '网址：', conf: 95, box },
        { text: 'www.yunfan.com', conf: 90, box },
      ],
    },
    {
      text: '微信：wx_gqhlab27',
      words: [
        { text: '微信：', conf: 95, box },
        { text: 'wx_gqhlab27', conf: 50, box },
      ],
    },
    { text: '马超', words: [{ text: '马超', conf: 95, box }] },
  ];
  const withWords = (shape: string[] | null) => {
    const asked: { reader: string; n: number }[] = [];
    const ocr: OcrProvider = {
      read: async () => '',
      readLines: async () => lines,
      readWords: async (_img, boxes, reader) => {
        asked.push({ reader, n: boxes.length });
        return reader === 'shape' ? (shape ? [...shape, 'wx_qh|ab27'] : null) : ['200-', 'wx_qhlab27'];
      },
    };
    return { ocr, asked };
  };
  it('settles g/q words by the shape reading and unsure numbers in Chinese lines by the eng reading, one run each', async () => {
    const { ocr, asked } = withWords(['li.na@qh1ab.com']);
    const f = (await readCardSide(ocr, new Uint8Array())).fields;
    expect(f).toMatchObject({ email: 'li.na@qhlab.com', address: '浙江省杭州市西湖区文三路200号', website: 'www.yunfan.com', wechat: 'wx_qhlab27' });
    expect(asked).toEqual([
      { reader: 'shape', n: 2 },
      { reader: 'latin', n: 2 },
    ]);
  });
  it('reads as before when the shape model is not installed', async () => {
    const f = (await readCardSide(withWords(null).ocr, new Uint8Array())).fields;
    expect(f.email).toBe('li.na@ghlab.com');
  });
});
