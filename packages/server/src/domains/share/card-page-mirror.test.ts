import { describe, expect, it } from 'vitest';
import type { TCardView } from '@card/contract';
import { mirrorSection } from './card-page-mirror';

const card = (over: Partial<TCardView>) => ({ columns: [], productService: '', ...over }) as TCardView;
const basic = { company: '主卡公司', productService: '主卡的产品', taxNumber: 'T-MASTER', landline: '021-1', fax: '021-2' };

describe("a master's pushes on a sub card: their own section, never the sub's fields (issue 31)", () => {
  it('nothing pushed, nothing shown', () => {
    expect(mirrorSection(card({}), '产品服务', null)).toBeNull();
    expect(mirrorSection(card({}), '产品服务', { from: 'M', contents: [] })).toBeNull();
  });
  it("the master's basic fields stay in the section as pushed", () => {
    const m = mirrorSection(card({}), '产品服务', { from: '主卡公司', contents: [{ contentType: 'basic', basic }] })!;
    expect(m).toMatchObject({ from: '主卡公司', basic, productTitle: '产品服务' });
  });
  it("a pushed column or product heading named like one of the sub's own is titled with the master's name", () => {
    const sub = card({ columns: [{ id: 'c', name: '公司简介', content: 'sub' }], productService: 'sub product' });
    const m = mirrorSection(sub, '产品服务', {
      from: '主卡公司',
      contents: [
        {
          contentType: 'columns',
          columns: [
            { name: '公司简介', content: 'master' },
            { name: '服务范围', content: 'x' },
          ],
        },
        { contentType: 'basic', basic },
      ],
    })!;
    expect(m.columns.map((c) => c.name)).toEqual(['主卡公司 · 公司简介', '服务范围']);
    expect(m.productTitle).toBe('主卡公司 · 产品服务');
  });
  it('link sets without links are left out', () => {
    const m = mirrorSection(card({}), '产品服务', {
      from: 'M',
      contents: [
        {
          contentType: 'links',
          links: [
            { name: 'a', links: [] },
            { name: 'b', links: [{ title: 't', url: 'https://a.cn' }] },
          ],
        },
      ],
    })!;
    expect(m.linkSets.map((s) => s.name)).toEqual(['b']);
  });
});
