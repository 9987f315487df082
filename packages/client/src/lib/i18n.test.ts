import { describe, expect, it } from 'vitest';
import { fixedT } from './i18n';

// The catalogue format the screens rely on (the one i18next read before): namespaces, paths, variables, objects.
describe('fixedT', () => {
  const resources = {
    'en/card': { title: 'Card of {{name}}', nested: { deep: 'Deep' }, list: ['a', 'b'], items_one: '{{count}} item', items_other: '{{count}} items' },
    'en/common': { save: 'Save', title: 'Common title', items_zero: 'nothing' },
  };
  const t = fixedT(resources, 'en', ['card', 'common']);

  it('reads dotted paths and fills {{variables}} (a missing one is empty)', () => {
    expect(t('nested.deep')).toBe('Deep');
    expect(t('title', { name: 'Li <b>' })).toBe('Card of Li <b>');
    expect(t('title')).toBe('Card of ');
  });

  it('searches the namespaces in order; `ns:key` names one', () => {
    expect(t('save')).toBe('Save');
    expect(t('title', { name: 'x' })).toBe('Card of x');
    expect(t('common:title')).toBe('Common title');
  });

  it('answers the key itself, or defaultValue, when a text is missing', () => {
    expect(t('nope.gone')).toBe('nope.gone');
    expect(t('common:nope')).toBe('nope');
    expect(t('style.x', { defaultValue: 'x' })).toBe('x');
  });

  it('returns arrays and objects as they are', () => {
    expect(t('list', { returnObjects: true })).toEqual(['a', 'b']);
  });

  it("picks _zero for 0 when a catalogue has it, else the language's plural form", () => {
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(t('items', { count: 0 })).toBe('0 items');
    expect(fixedT(resources, 'en', ['common'])('items', { count: 0 })).toBe('nothing');
  });
});
