import { label, type AreaLabels } from '../common/labels';

/** Wallet, withdrawals, golden keys and the spokesperson (issue 11). */
export const WALLET_LABELS: AreaLabels = {
  fields: {
    amountFen: label('金额', 'amount'),
  },
};
