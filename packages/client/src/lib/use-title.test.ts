import { describe, expect, it } from 'vitest';
import { keepsShellTitle } from './use-title';

describe('the title of a shared page rendered with a share shell', () => {
  const shell = { at: '/multipage/microvideo/shortVideo/abc' };
  it('stays on the screen the shell was served for (router paths lack the base)', () => {
    expect(keepsShellTitle(shell, '/microvideo/shortVideo/abc', '/multipage')).toBe(true);
  });
  it('gives way on any other screen, and without a shell', () => {
    expect(keepsShellTitle(shell, '/microvideo/shortVideo/abd', '/multipage')).toBe(false);
    expect(keepsShellTitle(shell, '/acc/acc_home', '/multipage')).toBe(false);
    expect(keepsShellTitle(null, '/microvideo/shortVideo/abc', '/multipage')).toBe(false);
  });
});
