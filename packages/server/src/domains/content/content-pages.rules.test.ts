import { describe, expect, it } from 'vitest';
import { LIMITS, ZBlock, ZSavePageDraftBody, ZSubmitPageLeadBody, type TBlock } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { assertPublishable, assertRoomForPage, draftOf, formBlockOf, imageRefs, leadAnswers } from './content-pages.rules';

const L = LIMITS.content;
const para = (id: string, text = 'a'): TBlock => ({ id, type: 'text', style: 'paragraph', text });
const pathOf = (r: { success: boolean; error?: { issues: { path: (string | number)[] }[] } }) => r.error?.issues[0]?.path.join('.');
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof DomainError ? [e.code, e.details?.field] : e;
  }
};
const save = (body: object) => ZSavePageDraftBody.safeParse({ id: 'page00001', title: 't', ...body });

describe('blocks in the contract: every limit at its edge and one past', () => {
  const edge = (make: (n: number) => object, max: number, field: string) => {
    expect(ZBlock.safeParse(make(max)).success).toBe(true);
    expect(pathOf(ZBlock.safeParse(make(max + 1)))).toBe(field);
  };
  it('text: heading and paragraph lengths; a heading is one line', () => {
    edge((n) => ({ id: 'h', type: 'text', style: 'heading', text: '字'.repeat(n) }), L.headingMax, 'text');
    edge((n) => ({ id: 'p', type: 'text', style: 'paragraph', text: '字'.repeat(n) }), L.paragraphMax, 'text');
    expect(pathOf(ZBlock.safeParse({ id: 'h', type: 'text', style: 'heading', text: 'a\nb' }))).toBe('text');
    expect(ZBlock.safeParse({ id: 'p', type: 'text', style: 'paragraph', text: 'a\nb' }).success).toBe(true);
    expect(pathOf(ZBlock.safeParse({ id: 'p', type: 'text', style: 'paragraph', text: '  ' }))).toBe('text');
  });
  it('button: label length; link only http(s), call only a number, card no target', () => {
    edge((n) => ({ id: 'b', type: 'button', label: '字'.repeat(n), action: 'card' }), L.buttonLabelMax, 'label');
    for (const url of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'ftp://x.cn', '//evil.cn', 'https://']) {
      expect(pathOf(ZBlock.safeParse({ id: 'b', type: 'button', label: '去', action: 'link', url })), url).toBe('url');
    }
    expect(ZBlock.safeParse({ id: 'b', type: 'button', label: '去', action: 'link', url: 'https://example.com/a?b=1' }).success).toBe(true);
    expect(ZBlock.safeParse({ id: 'b', type: 'button', label: '拨', action: 'call', url: '+86 138-0013-8000' }).success).toBe(true);
    expect(pathOf(ZBlock.safeParse({ id: 'b', type: 'button', label: '拨', action: 'call', url: 'tel:javascript' }))).toBe('url');
    edge((n) => ({ id: 'b', type: 'button', label: '去', action: 'link', url: `https://e.cn/${'a'.repeat(n - 13)}` }), L.urlMax, 'url');
  });
  it('form: fields count, label, consent and submit lengths', () => {
    const f = (over: object) => ({ id: 'f', type: 'form', fields: [{ kind: 'name', label: '姓名' }], consent: '同意', submitLabel: '提交', ...over });
    edge((n) => f({ fields: Array.from({ length: n }, () => ({ kind: 'text', label: '问' })) }), L.formFieldsMax, 'fields');
    expect(pathOf(ZBlock.safeParse(f({ fields: [] })))).toBe('fields');
    edge((n) => f({ fields: [{ kind: 'name', label: '字'.repeat(n) }] }), L.formLabelMax, 'fields.0.label');
    edge((n) => f({ consent: '字'.repeat(n) }), L.consentMax, 'consent');
    edge((n) => f({ submitLabel: '字'.repeat(n) }), L.submitLabelMax, 'submitLabel');
  });
  it('map and product: coordinates, names, price', () => {
    const m = (over: object) => ({ id: 'm', type: 'map', name: '店', lat: 0, lng: 0, ...over });
    expect(ZBlock.safeParse(m({ lat: 90, lng: -180 })).success).toBe(true);
    expect(pathOf(ZBlock.safeParse(m({ lat: 90.0001 })))).toBe('lat');
    expect(pathOf(ZBlock.safeParse(m({ lng: 180.0001 })))).toBe('lng');
    edge((n) => m({ name: '字'.repeat(n) }), L.mapNameMax, 'name');
    edge((n) => ({ id: 'p', type: 'product', name: '品', priceFen: n }), L.productPriceMaxFen, 'priceFen');
    expect(pathOf(ZBlock.safeParse({ id: 'p', type: 'product', name: '品', priceFen: -1 }))).toBe('priceFen');
    edge((n) => ({ id: 'p', type: 'product', name: '品', priceFen: 1, description: '字'.repeat(n) }), L.productDescMax, 'description');
  });
  it('an unknown type is refused on `type`; the block id is checked', () => {
    expect(pathOf(ZBlock.safeParse({ id: 'x', type: 'script' }))).toBe('type');
    expect(pathOf(ZBlock.safeParse(para('bad id')))).toBe('id');
  });
  it('blocks per page and pages per leaflet', () => {
    const blocks = (n: number) => Array.from({ length: n }, (_, i) => para(`t${i}`));
    expect(save({ blocks: blocks(L.blocksPerPageMax) }).success).toBe(true);
    expect(pathOf(save({ blocks: blocks(L.blocksPerPageMax + 1) }))).toBe('blocks');
    const pages = (n: number) => Array.from({ length: n }, () => ({ blocks: [] }));
    expect(save({ pages: pages(L.leafletPagesMax) }).success).toBe(true);
    expect(pathOf(save({ pages: pages(L.leafletPagesMax + 1) }))).toBe('pages');
    expect(pathOf(save({ pages: [{ blocks: blocks(L.blocksPerPageMax + 1) }] }))).toBe('pages.0.blocks');
  });
});

describe('pages as a whole', () => {
  it('a page takes blocks, a leaflet pages; ids unique across the leaflet', () => {
    expect(draftOf('page', { blocks: [para('a')] })).toEqual({ blocks: [para('a')] });
    expect(codeOf(() => draftOf('page', { pages: [] }))).toEqual(['PAGE_KIND_MISMATCH', 'pages']);
    expect(codeOf(() => draftOf('leaflet', { blocks: [] }))).toEqual(['PAGE_KIND_MISMATCH', 'blocks']);
    expect(codeOf(() => draftOf('leaflet', { pages: [{ blocks: [para('a')] }, { blocks: [para('a')] }] }))).toEqual(['PAGE_BLOCK_ID_TAKEN', 'pages.1.blocks.0.id']);
  });
  it('image references carry their field path; empty pages cannot be published; room for pages', () => {
    expect(imageRefs({ pages: [{ blocks: [] }, { blocks: [para('a'), { id: 'i', type: 'image', url: '/files/x.png', alt: '' }] }] })).toEqual([
      { url: '/files/x.png', field: 'pages.1.blocks.1.url' },
    ]);
    expect(codeOf(() => assertPublishable({ blocks: [] }))).toEqual(['PAGE_EMPTY', 'blocks']);
    expect(codeOf(() => assertPublishable({ pages: [{ blocks: [para('a')] }, { blocks: [] }] }))).toEqual(['PAGE_EMPTY', 'pages.1.blocks']);
    expect(codeOf(() => assertRoomForPage(L.pagesPerUser - 1))).toBeNull();
    expect(codeOf(() => assertRoomForPage(L.pagesPerUser))).toEqual(['PAGES_FULL', 'title']);
  });
});

describe('lead answers', () => {
  const form = ZBlock.parse({
    id: 'f',
    type: 'form',
    consent: '同意',
    submitLabel: '提交',
    fields: [
      { kind: 'name', label: '姓名', required: true },
      { kind: 'phone', label: '手机', required: true },
      { kind: 'text', label: '留言' },
    ],
  });
  const body = (over: object) => ZSubmitPageLeadBody.parse({ publicId: 'pub000001', blockId: 'f', f0: '张三', f1: '13800138000', consent: 'true', ...over });
  const f = formBlockOf({ blocks: [form] }, 'f');
  it('cleans and keeps every answer with its label', () => {
    expect(leadAnswers(f, body({ f1: '138 0013 8000' }))).toEqual([
      { label: '姓名', value: '张三' },
      { label: '手机', value: '13800138000' },
      { label: '留言', value: '' },
    ]);
  });
  it('required, phone, lengths at the edge and one past, consent', () => {
    expect(codeOf(() => leadAnswers(f, body({ f0: '' })))).toEqual(['PAGE_LEAD_FIELD_REQUIRED', 'f0']);
    expect(codeOf(() => leadAnswers(f, body({ f1: '1380013800' })))).toEqual(['PAGE_LEAD_PHONE_INVALID', 'f1']);
    expect(codeOf(() => leadAnswers(f, body({ f0: '字'.repeat(L.leadNameMax) })))).toBeNull();
    expect(codeOf(() => leadAnswers(f, body({ f0: '字'.repeat(L.leadNameMax + 1) })))).toEqual(['PAGE_LEAD_TOO_LONG', 'f0']);
    expect(codeOf(() => leadAnswers(f, body({ f2: '字'.repeat(L.leadTextMax) })))).toBeNull();
    expect(codeOf(() => leadAnswers(f, body({ f2: '字'.repeat(L.leadTextMax + 1) })))).toEqual(['PAGE_LEAD_TOO_LONG', 'f2']);
    expect(codeOf(() => leadAnswers(f, body({ consent: undefined })))).toEqual(['PAGE_LEAD_CONSENT_REQUIRED', 'consent']);
    expect(codeOf(() => leadAnswers(f, body({ consent: 'false' })))).toEqual(['PAGE_LEAD_CONSENT_REQUIRED', 'consent']);
    expect(codeOf(() => formBlockOf({ blocks: [para('f')] }, 'f'))).toEqual(['PAGE_FORM_NOT_FOUND', 'blockId']);
  });
});
