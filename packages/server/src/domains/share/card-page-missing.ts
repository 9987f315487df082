import type { TCardPageTexts } from '@card/contract';
import { escapeHtml as h } from './card-head';

// The pages shown instead of a card (unknown, or hidden by its owner): apart from card-page.ts, which renders a card.

/** An unknown card: what happened and ways onward (the app's home, or making one's own card), never a dead end. */

export function renderNotFoundBody(texts: TCardPageTexts, paths: { register: string; home?: string }): string {
  const home = paths.home ? `<a class="btn btn-primary" href="${h(paths.home)}" data-testid="card-missing-home">${h(texts.card.goHome)}</a>` : '';
  return (
    `<div class="page page-card"><main class="page-body"><div class="result" data-testid="card-missing"><p>${h(texts.card.notFound)}</p>` +
    `<p class="muted">${h(texts.card.notFoundHint)}</p>${home}` +
    `<p class="muted">${h(texts.visitor.pitch)} <a href="${h(paths.register)}">${h(texts.visitor.makeMine)}</a></p></div></main></div>`
  );
}

/** A card its owner hid from the mobile website: said plainly, with a way onward (make one's own card). */
export function renderHiddenBody(texts: TCardPageTexts, paths: { register: string }): string {
  return (
    `<div class="page page-card"><main class="page-body"><p class="result" data-testid="card-hidden">${h(texts.card.hidden)}</p>` +
    `<p class="muted">${h(texts.visitor.pitch)} <a href="${h(paths.register)}">${h(texts.visitor.makeMine)}</a></p></main></div>`
  );
}
