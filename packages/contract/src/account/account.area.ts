import { defineArea } from '../common/define-area';
import { accountTables } from './account.tables';
import { ACCOUNT_LABELS } from './account.schemas';
import { accountContract } from './account.contract';

/** The account area of the contract: its tables, labels and router (common/define-area.ts), one line in areas.list.ts. */
export const accountArea = defineArea({ tables: accountTables, labels: ACCOUNT_LABELS, router: accountContract });
