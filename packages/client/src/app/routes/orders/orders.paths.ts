/** Client paths of the order and payment (editions, orders, pay, refunds, register offers) area, joined into `paths` (config/paths.ts) through the area's manifest. */
export const ordersPaths = {
  // --- orders area paths (editions, orders, pay, refunds, register offers) ---
  vipCentre: '/vip/vipCentre',
  enterprise: '/vip/enterprise',
  moreEditions: '/vip/setMeal',
  printedCards: '/vip/printedCards',
  vipPay: (orderId: string) => `/vip/pay/${encodeURIComponent(orderId)}`,
  vipPayPattern: '/vip/pay/:orderId',
  paySuccess: (orderId: string) => `/vip/paySuccess?orderId=${encodeURIComponent(orderId)}`,
  paySuccessPattern: '/vip/paySuccess',
  myOrders: '/vip/orders',
  refundHome: '/acc/acc_home_mineRefund',
  refundTab: (tab: 'notRefund' | 'refunded') => `/acc/acc_home_mineRefund/${tab}`,
  refundApply: (orderId: string) => `/vip/refund/${encodeURIComponent(orderId)}`,
  refundApplyPattern: '/vip/refund/:orderId',
  registerVip: '/register/registerVip',
  refundAdmin: '/vip/refundAdmin',
} as const;
