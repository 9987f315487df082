import { LIMITS } from '@card/contract';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-error';
import { assertNotSelf, evidencePictures, keysOfImages, statusOfVerdict } from './service-complaint.rules';

const refusal = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return err instanceof DomainError ? `${err.code}:${err.details?.field}` : String(err);
  }
};

describe('assertNotSelf', () => {
  it("refuses a complaint about the caller's own card, not about someone else or no user", () => {
    expect(refusal(() => assertNotSelf('u1', 'u1'))).toBe('COMPLAINT_SELF:target');
    expect(refusal(() => assertNotSelf('u1', 'u2'))).toBe('ok');
    expect(refusal(() => assertNotSelf('u1', null))).toBe('ok');
  });
});

describe('evidencePictures', () => {
  it('needs LIMITS.service.complaintPicturesMin distinct pictures; one fewer is refused, naming pictures', () => {
    const min = LIMITS.service.complaintPicturesMin;
    const pics = Array.from({ length: min }, (_, i) => `c/${i}.webp`);
    expect(evidencePictures(pics)).toEqual(pics);
    expect(refusal(() => evidencePictures(pics.slice(1)))).toBe('COMPLAINT_PICTURE_REQUIRED:pictures');
  });
  it('counts a repeated picture once, keeping the first order', () => {
    expect(evidencePictures(['b.webp', 'a.webp', 'b.webp'])).toEqual(['b.webp', 'a.webp']);
  });
});

describe('statusOfVerdict and keysOfImages', () => {
  it('upholding makes the complaint upheld, dismissing dismissed', () => {
    expect(statusOfVerdict('uphold')).toBe('upheld');
    expect(statusOfVerdict('dismiss')).toBe('dismissed');
  });
  it('reads the stored list back, and a broken column as no pictures', () => {
    expect(keysOfImages('["a.webp","b.webp"]')).toEqual(['a.webp', 'b.webp']);
    expect(keysOfImages('not json')).toEqual([]);
    expect(keysOfImages('{"a":1}')).toEqual([]);
  });
});
