import { describe, expect, it } from 'vitest';
import { queryEncodingProblem } from './form-parser';

describe('query strings of contract routes', () => {
  it('takes well-formed escapes, plus signs and bare keys', () => {
    expect(queryEncodingProblem('/x.xhtml?keyword=%E5%90%8D%E7%89%87&page=1')).toBeNull();
    expect(queryEncodingProblem('/x.xhtml?keyword=a+b&flag')).toBeNull();
    expect(queryEncodingProblem('/x.xhtml')).toBeNull();
    expect(queryEncodingProblem('/x.xhtml?')).toBeNull();
  });
  it('names the parameter whose value is a broken escape or invalid UTF-8', () => {
    expect(queryEncodingProblem('/x.xhtml?keyword=%E0%A4%A&x=%FF')).toBe('keyword');
    expect(queryEncodingProblem('/x.xhtml?page=1&keyword=%FF%FE')).toBe('keyword');
    expect(queryEncodingProblem('/x.xhtml?id=%')).toBe('id');
  });
  it('a broken key is the query itself', () => {
    expect(queryEncodingProblem('/x.xhtml?%E0=1')).toBe('query');
  });
});
