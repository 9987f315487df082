import type { Lang } from '../common/error-codes';

/**
 * Texts of the public card page. The server renders that page as plain HTML (a visitor downloads no app code),
 * so its words live here, beside the contract both sides read, in both languages.
 */
export const cardPageTexts = {
  "zh-CN": {
    "card": {
      "vip": "VIP",
      "mobile": "手机",
      "tapToCall": "点击拨打",
      "phoneHidden": "对方已隐藏手机号",
      "landline": "座机",
      "fax": "传真",
      "email": "邮箱",
      "qq": "QQ",
      "weibo": "微博",
      "taxNumber": "税号",
      "wechatQr": "微信二维码",
      "wechatQrHint": "长按识别二维码，添加微信",
      "productService": "产品服务",
      "honours": "荣誉",
      "mirrorFrom": "来自 {{name}}",
      "albums": "相册",
      "more": "更多内容",
      "vshop": "微店",
      "catering": "餐饮",
      "activities": "活动",
      "navigation": "地图导航",
      "navigate": "导航",
      "musicPlay": "播放背景音乐",
      "musicPause": "暂停背景音乐",
      "notFound": "名片不存在",
      "notFoundHint": "链接可能不完整，或名片已被删除。",
      "goHome": "打开名片首页",
      "hidden": "名片主人已隐藏此名片",
      "poweredBy": "数字名片 · 一键分享",
      "complaint": "投诉",
      "edit": "编辑",
      "seeAll": "查看全部",
      "sections": { "articles": "文章", "microPages": "微页与V传单", "videos": "微视频", "cases": "设计案例", "circles": "圈子" }
    },
    "actions": {
      "saveContact": "存入通讯录",
      "qrCode": "二维码",
      "share": "分享",
      "advisory": "咨询",
      "exchange": "交换名片",
      "collect": "收藏",
      "shareBack": "留下我的名片"
    },
    "map": {
      "title": "选择地图导航",
      "appName": "数字名片",
      "amap": "高德地图",
      "baidu": "百度地图",
      "tencent": "腾讯地图",
      "apple": "Apple 地图",
      "cancel": "取消"
    },
    "wechat": {
      "downloadTitle": "请在浏览器中打开",
      "downloadBody": "微信内无法下载名片文件。请点击右上角的 ··· ，选择「在浏览器打开」，再点「存入通讯录」。",
      "shareTitle": "分享这张名片",
      "shareBody": "请点击右上角的 ··· ，选择「发送给朋友」或「分享到朋友圈」。",
      "gotIt": "我知道了"
    },
    "share": {
      "title": "{{name}}的数字名片",
      "copied": "名片链接已复制，快去分享吧",
      "copyManually": "请复制链接分享：{{url}}"
    },
    "owner": {
      "rank": "近{{days}}天访问 {{visits}} 次，排名第 {{rank}} / {{total}}",
      "downloadCenter": "下载二维码",
      "exports": "导出名片"
    },
    "visitor": {
      "pitch": "想要一张这样的名片？",
      "makeMine": "免费制作"
    }
  },
  "en": {
    "card": {
      "vip": "VIP",
      "mobile": "Mobile",
      "tapToCall": "Tap to call",
      "phoneHidden": "The owner hides the phone number",
      "landline": "Landline",
      "fax": "Fax",
      "email": "Email",
      "qq": "QQ",
      "weibo": "Weibo",
      "taxNumber": "Tax number",
      "wechatQr": "WeChat QR code",
      "wechatQrHint": "Long-press to add on WeChat",
      "productService": "Products and services",
      "honours": "Honours",
      "mirrorFrom": "From {{name}}",
      "albums": "Albums",
      "more": "More",
      "vshop": "V shop",
      "catering": "Dining",
      "activities": "Activities",
      "navigation": "Map navigation",
      "navigate": "Navigate",
      "musicPlay": "Play background music",
      "musicPause": "Pause background music",
      "notFound": "Card not found",
      "notFoundHint": "The link may be incomplete, or the card was deleted.",
      "goHome": "Open the card app",
      "hidden": "The owner has hidden this card",
      "poweredBy": "Digital card · share in one tap",
      "complaint": "Report",
      "edit": "Edit",
      "seeAll": "See all",
      "sections": { "articles": "Articles", "microPages": "Micro pages and leaflets", "videos": "Micro videos", "cases": "Design cases", "circles": "Circles" }
    },
    "actions": {
      "saveContact": "Save contact",
      "qrCode": "QR code",
      "share": "Share",
      "advisory": "Ask",
      "exchange": "Exchange cards",
      "collect": "Save card",
      "shareBack": "Leave my details"
    },
    "map": {
      "title": "Navigate with",
      "appName": "digital-card",
      "amap": "Amap",
      "baidu": "Baidu Maps",
      "tencent": "Tencent Maps",
      "apple": "Apple Maps",
      "cancel": "Cancel"
    },
    "wechat": {
      "downloadTitle": "Open in your browser",
      "downloadBody": "WeChat cannot download the contact file. Tap ··· at the top right, choose \"Open in Browser\", then tap \"Save contact\".",
      "shareTitle": "Share this card",
      "shareBody": "Tap ··· at the top right and choose \"Send to Chat\" or \"Share to Moments\".",
      "gotIt": "Got it"
    },
    "share": {
      "title": "{{name}}'s digital card",
      "copied": "Card link copied, go and share it",
      "copyManually": "Copy this link to share: {{url}}"
    },
    "owner": {
      "rank": "{{visits}} visits in {{days}} days, rank {{rank}} of {{total}}",
      "downloadCenter": "Download QR code",
      "exports": "Export card"
    },
    "visitor": {
      "pitch": "Want a card like this?",
      "makeMine": "Make one free"
    }
  }
} as const;

export type TCardPageTexts = (typeof cardPageTexts)['zh-CN'];
export const cardPageTextsOf = (lang: Lang): TCardPageTexts => cardPageTexts[lang] as TCardPageTexts;
