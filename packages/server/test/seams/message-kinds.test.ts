import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGE_KIND_SUBJECTS, MESSAGE_KINDS, MESSAGE_SUBJECT_TYPES, messageColumns, messageKindOf } from '@card/contract';

/**
 * Message kinds cross areas: a dozen areas write messages, the user centre reads them (the feed's filter and the
 * client's tabs) and the client opens each message's subject. The contract's MESSAGE_KINDS is the union both ends
 * are typed with, and MESSAGE_KIND_SUBJECTS ties every subject to the one kind whose tab shows it; these hold it.
 */
const SRC = join(__dirname, '../../src');
const LOCALES = join(__dirname, '../../../client/src/locales');
const kindLabels = (lang: string) => JSON.parse(readFileSync(join(LOCALES, lang, 'usercentre.json'), 'utf8')).messages.kinds as Record<string, string>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sourceFiles(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

describe('message kinds: what the writers write is what the message centre shows and opens', () => {
  it('every subject belongs to exactly one kind, so each message lands on one tab and opens its subject', () => {
    const claimed = Object.values(MESSAGE_KIND_SUBJECTS).flat();
    expect([...claimed].sort()).toEqual([...MESSAGE_SUBJECT_TYPES].sort());
    for (const kind of MESSAGE_KINDS) expect(MESSAGE_KIND_SUBJECTS[kind].length).toBeGreaterThan(0);
  });

  it('every kind is a tab of the message centre, labelled in both languages', () => {
    for (const lang of ['zh-CN', 'en']) {
      const labels = kindLabels(lang);
      expect(Object.keys(labels).sort()).toEqual(['all', ...MESSAGE_KINDS].sort());
      for (const kind of MESSAGE_KINDS) expect(labels[kind]?.trim()).toBeTruthy();
    }
  });

  it('the feed reads every written kind as itself; a stored kind this build does not know reads as a system message', () => {
    for (const kind of MESSAGE_KINDS) expect(messageKindOf(kind)).toBe(kind);
    expect(messageKindOf('spokesperson')).toBe('system');
    expect(messageKindOf('')).toBe('system');
  });

  it('a writer names the kind and the subject together: the row carries both, as stored before the union', () => {
    expect(messageColumns('circle', { type: 'circleApplication', id: 'c1' })).toEqual({ kind: 'circle', subjectType: 'circleApplication', subjectId: 'c1' });
    expect(messageColumns('system', { type: 'vipOrder', id: 'o1' })).toEqual({ kind: 'system', subjectType: 'vipOrder', subjectId: 'o1' });
    // @ts-expect-error a shop sale is not a circle message: the writer's kind and subject must agree
    messageColumns('circle', { type: 'shopSale', id: 'o1' });
  });

  it('every repository that writes messages takes the kind as the union in its row type, never a literal of its own', () => {
    const writers = sourceFiles(SRC).filter((f) => /\bdb\.message\.create(Many)?\(/.test(readFileSync(f, 'utf8')));
    expect(writers.length).toBeGreaterThan(20);
    for (const file of writers) {
      const name = relative(SRC, file);
      const text = readFileSync(file, 'utf8');
      expect(text, name).toMatch(/TMessageColumns|TMessageKindColumn/);
      // The write itself adds no kind of its own (it was `{ ...row, kind: 'system' }`, a string no type checked).
      expect(text, name).not.toMatch(/db\.message\.create(Many)?\([^\n]*\bkind:/);
    }
  });
});
