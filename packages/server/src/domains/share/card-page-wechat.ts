import { jsonForScript } from './card-head';

/**
 * WeChat's share card for the public card page. Inside WeChat a shared link shows only what the page configures
 * through the JS-SDK (without it the chat gets a bare link), so the page, only when the user agent is WeChat's,
 * loads the JS-SDK and a small served script that asks our `shareJsapi` call for a signature of the page URL, then
 * sets title, description, link and the avatar thumbnail for "send to friend" and "moments". Every other browser
 * gets none of this (Open Graph tags serve them). The script is a served file, not inline, so the page's CSP needs
 * no 'unsafe-inline' for it: only https://res.wx.qq.com and 'self'.
 */
export const WX_JSSDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
export const WX_SHARE_SCRIPT_PATH = '/multipage/card-assets/wx-share.js';

export interface WeChatShare {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/** The tags appended to the card page in WeChat: the share data (inert JSON), the JS-SDK, then our script. */
export function wechatShareTags(share: WeChatShare): string {
  return `<script type="application/json" id="wx-share">${jsonForScript(share)}</script>` + `<script src="${WX_JSSDK_URL}"></script><script src="${WX_SHARE_SCRIPT_PATH}"></script>`;
}

/**
 * The served script (ES5 on purpose, like card-page-script.ts: old in-app browsers run it). It signs the URL
 * without its fragment, as the JS-SDK requires; any failure leaves WeChat's default share, never an error page.
 */
export const WX_SHARE_SCRIPT = `(function () {
  var el = document.getElementById('wx-share');
  if (!el || !window.wx || !window.fetch) return;
  var share = JSON.parse(el.textContent || '{}');
  var url = location.href.split('#')[0];
  fetch('/acc/shareJsapi.xhtml', {
    method: 'POST', credentials: 'same-origin',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'url=' + encodeURIComponent(url)
  }).then(function (res) { return res.json(); }).then(function (env) {
    if (!env || env.status !== 200) return;
    var s = env.resultSets;
    wx.config({ debug: false, appId: s.appId, timestamp: s.timestamp, nonceStr: s.nonceStr, signature: s.signature,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] });
    wx.ready(function () {
      wx.updateAppMessageShareData({ title: share.title, desc: share.desc, link: share.link, imgUrl: share.imgUrl });
      wx.updateTimelineShareData({ title: share.title, link: share.link, imgUrl: share.imgUrl });
    });
  })['catch'](function () {});
})();`;
