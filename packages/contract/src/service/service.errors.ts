import { e, type CatalogueEntry } from '../common/error-entry';

/** The customer service area's catalogue entries (issue 17), added to the catalogue by the area's manifest. */
export const SERVICE_ERRORS = {
  // --- customer service (issue 17): help centre 1181xxx ---
  HELP_KEYWORD_REQUIRED: e(1181001, 400, '请输入搜索内容', 'Type what to search for'),
  // --- customer service: tickets (feedback, advice, security service) 1182xxx ---
  TICKET_NOT_FOUND: e(1182001, 404, '工单不存在', 'This ticket does not exist'),
  TICKET_CLOSED: e(1182002, 400, '该工单已关闭，如有问题请重新提交', 'This ticket is closed; submit a new one if needed'),
  TICKET_VOUCHER_INVALID: e(1182003, 400, '凭证图片无效，请重新上传', 'A proof picture is not valid; upload it again'),
  TICKET_ADDITION_EMPTY: e(1182004, 400, '请填写补充内容或添加图片', 'Type something or add a picture'),
  TICKET_THREAD_FULL: e(1182005, 400, '该工单的往来记录已达上限，请重新提交或在线咨询', "This ticket's thread is full; submit a new one or chat with us"),
  SERVICE_MESSAGE_NOT_FOUND: e(1182006, 404, '消息不存在', 'This message does not exist'),
  // --- customer service: complaints 1183xxx ---
  COMPLAINT_PENDING: e(1183001, 400, '您对该对象的投诉正在处理中，请等待处理结果', 'Your complaint about this is still being handled; wait for its result'),
  COMPLAINT_SELF: e(1183002, 400, '不能投诉自己', 'You cannot complain about yourself'),
  COMPLAINT_DECIDED: e(1183003, 400, '该投诉已处理，请刷新后查看', 'This complaint has already been decided; refresh to see it'),
  COMPLAINT_PICTURE_INVALID: e(1183004, 400, '只能使用自己上传的投诉图片', 'Use only complaint pictures you uploaded'),
  COMPLAINT_PICTURE_REQUIRED: e(1183005, 400, '请至少上传一张图片作为证据', 'Add at least one picture as evidence'),
  // --- customer service: chat (live online service) 1184xxx ---
  CHAT_NOT_FOUND: e(1184001, 404, '会话不存在或已结束', 'This conversation does not exist or has ended'),
  CHAT_CLOSED: e(1184002, 400, '会话已结束，请重新发起咨询', 'This conversation has ended; start a new one'),
  CHAT_TAKEN: e(1184003, 400, '该会话已由其他客服接待', 'Another agent has already taken this conversation'),
  CHAT_TICKET_INVALID: e(1184004, 401, '连接凭证无效或已过期，请重新连接', 'The connection ticket is invalid or expired; connect again'),
  CHAT_TOO_MANY_SOCKETS: e(1184005, 429, '打开的客服窗口过多，请关闭一些后重试', 'Too many service windows are open; close some and retry'),
  CHAT_AGENT_SELF: e(1184006, 400, '客服不能向自己发起咨询', 'An agent cannot open a conversation with customer service'),
} as const satisfies Record<string, CatalogueEntry>;
