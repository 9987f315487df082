import { describe, expect, it } from 'vitest';
import { needsOf, parseCss, usedCss, wordsOf } from './page-css.rules';

const cut = (css: string, page: string) => usedCss(parseCss(css), wordsOf(page));

describe('the app stylesheet cut to a page', () => {
  it('keeps a rule whose classes, ids and elements all occur in the page, and drops one missing any', () => {
    const css = '.card .share-btn{color:red}.topbar{height:3rem}#root{margin:0}dl dd{margin:0}table td{padding:0}';
    expect(cut(css, '<div id="root"><div class="card"><a class="share-btn"></a><dl><dd>x</dd></dl></div></div>')).toBe('.card .share-btn{color:red}#root{margin:0}dl dd{margin:0}');
  });

  it('keeps a selector list when one of its selectors matches', () => {
    expect(cut('.btn,.chip{padding:0}', '<a class="chip">')).toBe('.btn,.chip{padding:0}');
  });

  it(':not() and attribute tests ask nothing; :has() asks for what it names', () => {
    expect(needsOf('p a:not(.btn):not(.chip)')).toEqual(['p', 'a']);
    expect(needsOf('.card-ident:not(:has(.lay-en))>*')).toEqual(['card-ident']);
    expect(needsOf('.x:has(.lay-en)')).toEqual(['x', 'lay-en']);
    expect(needsOf('[hidden]')).toEqual([]);
    expect(needsOf('.row:nth-of-type(odd)::after')).toEqual(['row']);
    expect(needsOf(':where(img[width][height])')).toEqual([]);
  });

  it('classes the inline script adds count (a word anywhere in the page)', () => {
    expect(cut('.toast{position:fixed}', "<script>t.className = 'toast toast-info'</script>")).toBe('.toast{position:fixed}');
  });

  it('keeps @media blocks with the rules the page uses, and drops an emptied one', () => {
    expect(cut('@media (min-width:800px){#root{max-width:540px}.topbar{x:y}}@media print{.topbar{x:y}}', '<div id="root">')).toBe('@media (min-width:800px){#root{max-width:540px}}');
  });

  it('keeps keyframes only when a kept rule names them, and statements as they are', () => {
    const css = '@import url(x.css);.toast{animation:toast-in .2s}@keyframes toast-in{0%{opacity:0}to{opacity:1}}@keyframes spin{to{transform:rotate(1turn)}}.spinner{animation:spin 1s}';
    expect(cut(css, 'toast')).toBe('@import url(x.css);.toast{animation:toast-in .2s}@keyframes toast-in{0%{opacity:0}to{opacity:1}}');
  });

  it('reads comments and strings with braces without losing its place', () => {
    expect(cut('/* a { b } */.q::before{content:"}"}.z{a:b}', '<i class="q">')).toBe('.q::before{content:"}"}');
  });
});
