/**
 * Where WeChat Pay (and the sandbox, which behaves the same) posts its notifications: the routes themselves belong
 * to the orders area (domains/orders registers them and hands the raw body to `parseNotification`); the JSON parser
 * keeps the raw body for exactly these two paths (plugins/json-parser.ts), since the signature covers its bytes.
 */
export const PAY_NOTIFY_PATH = '/pay/wxpay/notify';
export const REFUND_NOTIFY_PATH = '/pay/wxpay/refundNotify';
export const RAW_BODY_PATHS: readonly string[] = [PAY_NOTIFY_PATH, REFUND_NOTIFY_PATH];

/** The sandbox's pay page and its two form actions (providers/pay/sandbox-pages.ts). */
export const SANDBOX_PAY_PAGE_PATH = '/sandbox/wxpay/pay';
export const SANDBOX_CONFIRM_PATH = '/sandbox/wxpay/confirm';
export const SANDBOX_CANCEL_PATH = '/sandbox/wxpay/cancel';
