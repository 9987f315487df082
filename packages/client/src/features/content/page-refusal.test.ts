import { describe, expect, it } from 'vitest';
import type { TBlock } from '@card/contract';
import { placeRefusal, unplacedOf } from './page-refusal';

const text = (id: string): TBlock => ({ id, type: 'text', style: 'paragraph', text: 'x' });
const button = (id: string): TBlock => ({ id, type: 'button', label: '打电话', action: 'call', url: '' });

describe('placeRefusal: a refused save under the block field it names', () => {
  it('resolves a page path to the block sent at that index, by id, with the field below it', () => {
    const r = placeRefusal({ 'blocks.1.url': '拨打的电话号码不正确', 'blocks.0.text': '文字不能为空' }, { blocks: [text('a'), button('b')] }, 'fallback');
    expect(r.blocks).toEqual({ b: { url: '拨打的电话号码不正确' }, a: { text: '文字不能为空' } });
    expect(r.page).toEqual([]);
    expect(r.firstBlock).toBe('b');
    expect(r.firstPage).toBeNull();
  });

  it('resolves a leaflet path to its page and block, and keeps a nested field path', () => {
    const r = placeRefusal({ 'pages.1.blocks.0.fields.2.label': '名称不能为空' }, { pages: [{ blocks: [text('a')] }, { blocks: [text('c')] }] }, 'fallback');
    expect(r.blocks).toEqual({ c: { 'fields.2.label': '名称不能为空' } });
    expect(r.firstPage).toBe(1);
    expect(r.firstBlock).toBe('c');
  });

  it("says a message that names no block once, as the page's: the title, an empty page, a block no longer there", () => {
    const r = placeRefusal({ title: '页面标题不能为空', 'pages.0.blocks': '页面还没有内容', 'blocks.9.url': '链接不能为空' }, { blocks: [text('a')] }, 'fallback');
    expect(r.page).toEqual(['页面标题不能为空', '页面还没有内容', '链接不能为空']);
    expect(r.blocks).toEqual({});
    expect(r.firstBlock).toBeNull();
  });

  it('a refusal with no field errors (not found, network) still says its message, once', () => {
    expect(placeRefusal({}, { blocks: [] }, '网络异常，请稍后再试').page).toEqual(['网络异常，请稍后再试']);
    expect(placeRefusal({ 'blocks.0.url': 'x' }, { blocks: [button('b')] }, 'fallback').page).toEqual([]);
  });
});

describe('unplacedOf: what a block editor has no input for is shown atop the block', () => {
  it('keeps field messages the editor shows under their inputs out, and the rest in', () => {
    expect(unplacedOf('button', { url: 'a', label: 'b' })).toEqual([]);
    expect(unplacedOf('form', { 'fields.3.label': 'a', fields: 'b', consent: 'c' })).toEqual([]);
    expect(unplacedOf('button', { id: '重复的版块', url: 'a' })).toEqual(['重复的版块']);
    expect(unplacedOf('map', { lat: '纬度…', name: 'n' })).toEqual(['纬度…']);
    expect(unplacedOf('text', undefined)).toEqual([]);
  });
});
