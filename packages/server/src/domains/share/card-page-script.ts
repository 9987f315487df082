/**
 * The public card page's only script, inlined into the HTML (about 2 kB): background music, the map chooser,
 * WeChat's open-in-browser hints, the share button and the visitor radar's beacon (what a visitor does is queued
 * and sent in one navigator.sendBeacon when the page is hidden or the queue is full: nothing waits for it). Everything else on the page is plain links and works
 * without it. Written in ES5-era syntax on purpose: in-app browsers on older phones run it too. Texts arrive in
 * the JSON block `#card-texts` rendered by the server.
 */
export const CARD_PAGE_SCRIPT = `(function () {
  var texts = JSON.parse(document.getElementById('card-texts').textContent || '{}');
  function show(el) { if (el) el.hidden = false; }
  function hide(el) { if (el) el.hidden = true; }
  function toast(text) {
    var t = document.createElement('div');
    t.className = 'toast toast-info'; t.setAttribute('role', 'alert'); t.setAttribute('data-testid', 'toast'); t.textContent = text;
    document.body.appendChild(t);
    setTimeout(function () { t.remove(); }, 3000);
  }
  var radar = texts.radar, queue = [];
  function flush() {
    if (!radar || !queue.length || !navigator.sendBeacon || !window.URLSearchParams) return;
    var body = new URLSearchParams();
    body.set('ownerPhoneIdEcr', radar.id); body.set('actions', queue.splice(0, radar.max).join(','));
    navigator.sendBeacon(radar.url, body);
  }
  function track(action) { if (radar) { queue.push(action); if (queue.length >= radar.max) flush(); } }
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', function () { if (document.visibilityState === 'hidden') flush(); });
  var ACTS = [['a[href^="tel:"]', 'call'], ['[data-testid=save-contact]', 'saveContact'], ['[data-map]', 'navigate'],
    ['[data-testid=album-photo]', 'album'], ['[data-testid=mini-link]', 'link'], ['[data-testid=share]', 'share']];
  var music = document.querySelector('[data-testid=music-toggle]');
  var audio = document.querySelector('audio[data-music]');
  if (music && audio) {
    var name = music.getAttribute('aria-label').split(' · ').slice(1).join(' · ');
    var mark = function (on) {
      music.setAttribute('aria-pressed', on ? 'true' : 'false');
      music.classList.toggle('playing', on);
      music.setAttribute('aria-label', music.getAttribute(on ? 'data-pause' : 'data-play') + ' · ' + name);
    };
    audio.addEventListener('play', function () { mark(true); track('music'); });
    audio.addEventListener('pause', function () { mark(false); });
    music.addEventListener('click', function () {
      if (audio.paused) { var p = audio.play(); if (p && p.catch) p.catch(function () { mark(false); }); } else audio.pause();
    });
  }
  // The save guide's 复制全部信息 (card-page-save.ts): the clipboard API where allowed, else the old copy command on
  // the selected text, else the text shown selected so a long-press copies it.
  function copyContact(btn) {
    var source = document.querySelector('[data-copy-source]');
    var status = document.querySelector('[data-testid=copy-status]');
    if (!source) return;
    function done() { status.textContent = btn.getAttribute('data-copied'); }
    function manual() { source.hidden = false; source.focus(); source.select(); status.textContent = btn.getAttribute('data-failed'); }
    function legacy() {
      source.hidden = false; source.select();
      var ok = false;
      try { ok = document.execCommand('copy'); } catch (err) { ok = false; }
      if (ok) { source.hidden = true; done(); } else manual();
    }
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(source.value).then(done, legacy);
    else legacy();
  }
  document.addEventListener('click', function (e) {
    var el = e.target;
    for (var i = 0; i < ACTS.length; i++) if (el.closest(ACTS[i][0])) { track(ACTS[i][1]); break; }
    var opener = el.closest('[data-open-sheet]');
    if (opener) return show(document.querySelector('[data-sheet]'));
    var hint = el.closest('[data-hint]');
    if (hint) return show(document.querySelector('.wx-hint[data-kind=' + hint.getAttribute('data-hint') + ']'));
    var layer = el.closest('[data-sheet], .wx-hint');
    if (layer && (el === layer || el.closest('[data-close]') || (el.closest('.wx-hint') && !el.closest('.wx-hint-body')))) return hide(layer);
    if (layer && el.closest('[data-sheet]') && !el.closest('.sheet')) return hide(layer);
    var copyAll = el.closest('[data-copy-all]');
    if (copyAll) return copyContact(copyAll);
    if (el.closest('[data-share]')) {
      var url = location.href.split('#')[0];
      if (navigator.share) { navigator.share({ title: texts.title, url: url }).catch(function () {}); return; }
      if (navigator.clipboard) navigator.clipboard.writeText(url).then(function () { toast(texts.copied); }, function () { toast(texts.copyManually.replace('{{url}}', url)); });
      else toast(texts.copyManually.replace('{{url}}', url));
    }
  });
})();`;
