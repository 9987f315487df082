import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../lib/api';
import { areas } from '../../lib/mutation';

/**
 * The one VIP query the management centre's first screen makes, apart from api.ts: that module's payment and refund
 * calls would otherwise come with the centre's first screen (issue 30, its weight). Its key is vipKeys.refundEntrance.
 */
export const refundEntranceKey = areas.vip.key('refundEntrance');

/** Whether the refund row shows in the management centre (the server says so: some order is refundable or refunding). */
export const useRefundEntrance = (enabled = true) => useQuery({ queryKey: refundEntranceKey, enabled, queryFn: () => call(api.vip.refundEntranceControl({ body: {} })) });
