import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { inlineErrors, toast, type ToastMessage } from '../lib/toast';
import { showMutationError } from './provider';

const refusal = () => new ApiError(400, 'TX_PWD_WRONG', '交易密码错误', [], { failuresLeft: 3 });

describe('failed submissions as toasts', () => {
  const seen: string[] = [];
  const stop = toast.subscribe((m: ToastMessage) => seen.push(m.text));
  afterEach(() => {
    seen.length = 0;
  });
  afterAll(stop);

  it('shows the refusal when no screen shows it itself', () => {
    showMutationError(refusal());
    expect(seen).toEqual(['交易密码错误']);
  });

  it('stays quiet while an open sheet claims it, and speaks again once the sheet released its claim', () => {
    const release = inlineErrors.claim();
    showMutationError(refusal());
    expect(seen).toEqual([]);
    release();
    showMutationError(refusal());
    expect(seen).toEqual(['交易密码错误']);
  });

  it('keeps quiet until every overlapping claim is released', () => {
    const a = inlineErrors.claim();
    const b = inlineErrors.claim();
    a();
    showMutationError(refusal());
    expect(seen).toEqual([]);
    b();
    expect(inlineErrors.claimed()).toBe(false);
  });
});
