import type { DbClient } from '../../core/db';

/**
 * The sandbox's books (SandboxPayment): one row per charge, refund and transfer, so queries answer after a restart
 * and on every instance sharing the database. `ref` is unique across kinds, so refunds and transfers carry a prefix
 * (`refund:<no>`, `transfer:<batch>`) that an order number (letters, digits, _ - |) can never start with.
 * `data` holds the kind's details as JSON.
 */
export type SandboxKind = 'pay' | 'refund' | 'transfer';

export interface PayData {
  description: string;
  returnUrl: string;
  expiresAt: string;
  channel: string;
  transactionId?: string;
  successTime?: string;
  payerOpenId?: string;
  refundedFen?: number;
}
export interface RefundData {
  orderNo: string;
  refundId: string;
  totalFen: number;
  reason: string;
  successTime: string;
  transactionId: string | null;
}
export interface TransferData {
  detailNo: string;
  openId: string;
  remark: string;
  failReason?: string;
}

export interface SandboxRow<D> {
  id: string;
  kind: string;
  ref: string;
  amountFen: number;
  state: string;
  data: D;
  updatedAt: Date;
}

export const refundRef = (refundNo: string) => `refund:${refundNo}`;
export const transferRef = (batchNo: string) => `transfer:${batchNo}`;

function rowOf<D>(r: { id: string; kind: string; ref: string; amountFen: number; state: string; data: string | null; updatedAt: Date } | null): SandboxRow<D> | null {
  if (!r) return null;
  return { ...r, data: JSON.parse(r.data ?? '{}') as D };
}

export function sandboxRepository(db: DbClient) {
  return {
    async find<D>(ref: string): Promise<SandboxRow<D> | null> {
      return rowOf<D>(await db.sandboxPayment.findUnique({ where: { ref } }));
    },
    async insert(row: { id: string; kind: SandboxKind; ref: string; amountFen: number; state: string; data: unknown; now: Date }) {
      await db.sandboxPayment.create({
        data: { id: row.id, kind: row.kind, ref: row.ref, amountFen: row.amountFen, state: row.state, data: JSON.stringify(row.data), createdAt: row.now, updatedAt: row.now },
      });
    },
    /**
     * Moves a row from one state to another only if it is still in `from` (and, with `data`, replaces its details):
     * of two simultaneous confirmations one wins; answers whether this call did.
     */
    async transition(ref: string, from: string | string[], to: string, now: Date, data?: unknown): Promise<boolean> {
      const { count } = await db.sandboxPayment.updateMany({
        where: { ref, state: Array.isArray(from) ? { in: from } : from },
        data: { state: to, updatedAt: now, ...(data === undefined ? {} : { data: JSON.stringify(data) }) },
      });
      return count === 1;
    },
  };
}
