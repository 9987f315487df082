import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each script the browser runs, once per distinct script', () => {
    const html = '<script>a()</script><SCRIPT type="text/javascript">b()</SCRIPT><script type="module">c()</script><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha('c()')]);
  });
  it('skips external scripts and data blocks (JSON, JSON-LD)', () => {
    const html =
      '<script src="/a.js"></script><script type="module" crossorigin src="/m.js"></script>' +
      '<script type="application/json" id="card-texts">{"a":1}</script><script type="application/ld+json">{}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
  it('keeps whitespace and non-ASCII text as sent (UTF-8)', () => {
    expect(inlineScriptHashes('<script>\n  var t = "名片";\n</script>')).toEqual([sha('\n  var t = "名片";\n')]);
  });
});

describe('contentSecurityPolicy', () => {
  it('the app: our scripts and the hashes only, nothing framing us from elsewhere', () => {
    expect(contentSecurityPolicy(["'sha256-x'"], 'app')).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'sha256-x'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "media-src 'self' blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ].join('; '),
    );
  });
  it("the app may show images of a named host (the maps provider's static map), nothing else", () => {
    expect(contentSecurityPolicy([], 'app', ['https://restapi.amap.com'])).toContain("img-src 'self' data: blob: https://restapi.amap.com;");
  });
  it("the public page adds WeChat's JS-SDK hosts and https images and media, nothing else", () => {
    const csp = contentSecurityPolicy([], 'publicPage');
    expect(csp).toContain("script-src 'self' https://res.wx.qq.com https://res2.wx.qq.com;");
    expect(csp).toContain("img-src 'self' data: blob: https:;");
    expect(csp).toContain("media-src 'self' blob: https:;");
    expect(csp).not.toContain('unsafe-eval');
  });
});
