import { defineArea } from '../common/define-area';
import { walletTables } from './wallet.tables';
import { WALLET_LABELS } from './wallet.schemas';
import { walletContract } from './wallet.contract';

/** The wallet area of the contract: its tables, labels and router (common/define-area.ts), one line in areas.list.ts. */
export const walletArea = defineArea({ tables: walletTables, labels: WALLET_LABELS, router: walletContract });
