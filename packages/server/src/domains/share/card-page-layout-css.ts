import type { CardLayoutId } from '@card/contract';

/**
 * Each layout's rules, scoped to `.card.layout-<id>` and sent in the page's head after the app's stylesheet (so at
 * equal weight they win over the theme rules they adjust). Only the shown layout's rules go with a page, keeping each
 * page far under its 10 kB compressed budget. Sizes in rem follow the page's root font size (the shell's script).
 */
const CSS: Record<CardLayoutId, string> = {
  classic: '',
  photoHeader: `
.card.layout-photoHeader .card-head{flex-direction:column;gap:.3rem;padding:0 1rem 1.1rem;background:var(--card-panel);color:var(--text);text-align:center;box-shadow:0 1px 3px rgba(0,0,0,.06);border-radius:0}
.card.layout-photoHeader .lay-cover{align-self:stretch;margin:0 -1rem;height:9rem;background:var(--card-head);background-size:cover;background-position:center;overflow:hidden}
.card.layout-photoHeader .lay-cover::after{content:'';position:absolute;inset:0;background:radial-gradient(circle at 88% 18%,rgba(255,255,255,.22) 0 16%,transparent 17%),radial-gradient(circle at 8% 100%,rgba(255,255,255,.16) 0 24%,transparent 25%),linear-gradient(180deg,transparent 55%,rgba(0,0,0,.18))}
.card.layout-photoHeader .card-head>.avatar,.card.layout-photoHeader .card-head>.avatar-with-pendant{margin-top:-3.3rem;width:6.2rem;height:6.2rem;font-size:2.6rem;box-shadow:0 0 0 4px var(--card-panel),0 6px 16px rgba(0,0,0,.18)}
.card.layout-photoHeader .card-head>.avatar-with-pendant>.avatar{box-shadow:0 0 0 4px var(--card-panel)}
.card.layout-photoHeader .card-name{font-size:1.6rem}
.card.layout-photoHeader .card-position{color:var(--muted);opacity:1}
.card.layout-photoHeader .card-company{color:var(--card-accent-text);font-weight:600;opacity:1}
.card.layout-photoHeader .music-btn{color:#fff;background:rgba(0,0,0,.3)}`,
  split: `
.card.layout-split .card-head{display:grid;grid-template-columns:40% 1fr;align-items:stretch;gap:0;margin:.9rem .8rem 0;padding:0;border-radius:var(--radius);overflow:hidden;background:var(--card-panel);color:var(--text);box-shadow:0 4px 16px rgba(0,0,0,.1)}
.card.layout-split .card-head>.avatar,.card.layout-split .card-head>.avatar-with-pendant{width:100%;height:auto;min-height:9.5rem;border-radius:0;box-shadow:none;font-size:3rem;background:var(--card-head);color:var(--card-head-fg)}
.card.layout-split .card-head>.avatar-with-pendant>.avatar{border-radius:0;box-shadow:none}
.card.layout-split .card-ident{display:flex;flex-direction:column;justify-content:center;gap:.15rem;padding:1rem .9rem;border-left:4px solid var(--card-accent)}
.card.layout-split .card-name{font-size:1.35rem}
.card.layout-split .card-position{color:var(--muted);opacity:1;font-size:.9rem}
.card.layout-split .card-company{color:var(--card-accent-text);font-weight:600;opacity:1;font-size:.9rem}
.card.layout-split .music-btn{top:.4rem;right:.4rem;color:var(--card-accent-text)}`,
  minimal: `
.card.layout-minimal{--card-page:#fff;--card-panel:#fff}
.card.layout-minimal .card-head{flex-direction:column;align-items:flex-start;gap:.8rem;padding:2.4rem 1.4rem 1.4rem;background:#fff;color:var(--text);border:0;border-radius:0}
.card.layout-minimal .card-head .avatar{width:3.4rem;height:3.4rem;font-size:1.4rem;box-shadow:none}
.card.layout-minimal .card-name{font-size:2rem;font-weight:300;letter-spacing:.06em}
.card.layout-minimal .card-name::after{content:'';display:block;width:2.2rem;height:2px;margin:.7rem 0 .5rem;background:var(--card-accent)}
.card.layout-minimal .card-position,.card.layout-minimal .card-company{opacity:1;color:var(--muted);letter-spacing:.04em}
.card.layout-minimal .card-title,.card.layout-minimal .card-signature{margin-left:1.4rem;margin-right:1.4rem}
.card.layout-minimal .share-actions{margin:1rem 1.4rem 0}
.card.layout-minimal .share-btn{box-shadow:none;border:1px solid var(--line);border-radius:.3rem}
.card.layout-minimal .card-fields{margin:1rem 1.4rem 0;padding:.2rem 0;box-shadow:none;border-top:1px solid var(--line);border-radius:0}
.card.layout-minimal .card-section{margin:0 1.4rem;padding:1rem 0;box-shadow:none;border-radius:0;border-top:1px solid var(--line)}
.card.layout-minimal .card-section h3{border:0;padding:0;font-size:.8rem;font-weight:600;letter-spacing:.14em;color:var(--muted)}
.card.layout-minimal .viewer-bar{border:1px solid var(--line)}
.card.layout-minimal .music-btn{color:var(--text)}`,
  bilingual: `
.card.layout-bilingual .card-head{flex-direction:column;text-align:center;gap:.8rem;padding:1.8rem 1rem 1.4rem}
.card.layout-bilingual .card-ident{display:grid;grid-template-columns:1fr 1fr;align-items:start;width:100%}
.card.layout-bilingual .card-ident>*{grid-column:1;text-align:right;padding-right:.8rem}
.card.layout-bilingual .card-ident>.lay-en{grid-column:2;grid-row:1/span 5;text-align:left;padding:0 0 0 .8rem;border-left:1px solid currentColor}
.card.layout-bilingual .card-ident:not(:has(.lay-en))>*{grid-column:1/span 2;text-align:center;padding:0}
.card.layout-bilingual .card-name{font-size:1.35rem}
.card.layout-bilingual .lay-en p{margin:.1rem 0;opacity:.9}
.card.layout-bilingual .lay-en .lay-en-name{font-size:1.2rem;font-weight:600;opacity:1;line-height:1.45;word-break:break-word}`,
  company: `
.card.layout-company .card-head{flex-wrap:wrap;padding:0 1rem 1.4rem}
.card.layout-company .lay-brand{display:flex;align-items:center;gap:.6rem;flex:1 0 100%;margin:0 -1rem .6rem;padding:.7rem 1rem;background:rgba(255,255,255,.94);color:#1f2328;font-weight:600;letter-spacing:.04em}
.card.layout-company .lay-brand img{width:2.4rem;height:2.4rem;object-fit:contain;border-radius:.3rem}
.card.layout-company .card-company{display:none}
.card.layout-company .card-head .avatar{border-radius:.6rem}
.card.layout-company .card-section h3{border-left-width:4px}
.card.layout-company .share-btn{border-top:3px solid var(--card-accent)}`,
};

/** The page's style element for a layout ('' for classic, whose look is the app's stylesheet alone). */
export const layoutStyle = (id: CardLayoutId) => (CSS[id] ? `<style>${CSS[id].replace(/\n/g, '')}</style>` : '');
