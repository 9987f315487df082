import { describe, expect, it } from 'vitest';
import { englishAfterEdit, searchableOf } from './service-help.rules';

const seeded = { category: '钱包', title: '提现多久到账', summary: '到账时间', body: '一个工作日内审核。' };

describe('englishAfterEdit (decision 0032)', () => {
  it('keeps every English text when the agent changed no Chinese text', () => {
    expect(englishAfterEdit(seeded, { ...seeded })).toEqual({});
  });
  it('clears the English headings, not the body, when a heading changed', () => {
    for (const field of ['category', 'title', 'summary'] as const) {
      expect(englishAfterEdit(seeded, { ...seeded, [field]: '改过' }), field).toEqual({ categoryEn: '', titleEn: '', summaryEn: '' });
    }
  });
  it('clears the English body, not the headings, when the body changed; both when both changed', () => {
    expect(englishAfterEdit(seeded, { ...seeded, body: '新的正文' })).toEqual({ bodyEn: '' });
    expect(englishAfterEdit(seeded, { ...seeded, title: '改过', body: '新的正文' })).toEqual({ categoryEn: '', titleEn: '', summaryEn: '', bodyEn: '' });
  });
});

describe('searchableOf', () => {
  it('indexes the title and the text in both languages, skipping empty English texts', () => {
    const doc = searchableOf({ ...seeded, categoryEn: 'Wallet', titleEn: 'Withdrawal times', summaryEn: 'When it arrives', bodyEn: 'Reviewed within a day.' });
    expect(doc.title).toBe('提现多久到账\nWithdrawal times');
    expect(doc.body).toBe('钱包\nWallet\n到账时间\nWhen it arrives\n一个工作日内审核。\nReviewed within a day.');
    expect(searchableOf(seeded)).toEqual({ title: '提现多久到账', body: '钱包\n到账时间\n一个工作日内审核。' });
  });
});
