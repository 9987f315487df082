import './review-queue.css';
import { useEffect, useState, type ReactNode } from 'react';
import type { TPage } from '@card/contract';
import { rowsOf } from '../../lib/paging';
import { inlineErrors } from '../../lib/toast';
import { Button } from './Button';
import { LoadMore } from './LoadMore';
import { Skeleton } from './Skeleton';
import { Inbox } from 'lucide-react';
import { EmptyState } from './EmptyState';

/** What the queue needs of a TanStack infinite query over the one list shape. */
export interface QueueList<T> {
  data?: { pages: TPage<T>[] };
  error: Error | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The texts of one queue, in the screen's namespace (this component owns none: it serves every area). */
export interface QueueTexts {
  empty: string;
  /** What lands in the queue and from where (an empty queue says what it is for). */
  emptyHint: string;
  approve: string;
  reject: string;
  reason: string;
  reasonHint?: string;
}

/**
 * The one paged review queue (issue 32): every operator queue (design cases, shake devices, SMS signs, invite
 * claims, violations) shows its rows, each with approve / reject and a reason box, loading, the failed read (the
 * catalogue's NO_PERMISSION for a user without the role), the empty queue and more pages. A refused decision (no
 * reason, too long a reason, decided meanwhile) shows the catalogue message under that row's reason box, keeping
 * what was typed. Without `onDecide` the queue is read-only (refunds, decided by customer service).
 */
export function ReviewQueue<T>({
  list,
  rowKey,
  renderRow,
  texts,
  onDecide,
  busy = false,
  reasonMax,
  testId,
  decidable,
  reasonOnApprove = false,
}: {
  list: QueueList<T>;
  rowKey: (row: T) => string;
  renderRow: (row: T) => ReactNode;
  texts: QueueTexts;
  /** Resolves when the server took the decision; rejects with the refusal (its message is shown on the row). */
  onDecide?: (row: T, approve: boolean, reason: string) => Promise<unknown>;
  busy?: boolean;
  reasonMax?: number;
  testId: string;
  /** Rows offered a decision; the others are shown read-only (a queue filtered to decided rows shows their outcome). */
  decidable?: (row: T) => boolean;
  /**
   * The reason goes with an approval too: a complaint upheld takes content down and its owner must be told why (the
   * server refuses an uphold without one), whereas an approved application needs none.
   */
  reasonOnApprove?: boolean;
}) {
  const rows = rowsOf(list.data);
  // A refused decision is written under its row's reason box; no toast repeats it over the queue.
  const decides = Boolean(onDecide);
  useEffect(() => (decides ? inlineErrors.claim() : undefined), [decides]);
  return (
    <section className="rq" data-testid={testId}>
      {list.error && (
        <p className="result muted" role="alert" data-testid={`${testId}-error`}>
          {list.error.message}
        </p>
      )}
      {!list.data && !list.error && <Skeleton />}
      {list.data && rows.length === 0 && <EmptyState icon={Inbox} title={texts.empty} hint={texts.emptyHint} testId={`${testId}-empty`} />}
      <ul className="rq-list">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rq-row" data-testid={`${testId}-row`} data-id={rowKey(row)}>
            {renderRow(row)}
            {onDecide && (!decidable || decidable(row)) && (
              <Decision
                texts={texts}
                busy={busy}
                reasonMax={reasonMax}
                fieldId={`${testId}-${rowKey(row)}`}
                reasonOnApprove={reasonOnApprove}
                onDecide={(approve, reason) => onDecide(row, approve, reason)}
              />
            )}
          </li>
        ))}
      </ul>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} testId={`${testId}-more`} />
    </section>
  );
}

function Decision({
  texts,
  busy,
  reasonMax,
  fieldId,
  reasonOnApprove,
  onDecide,
}: {
  texts: QueueTexts;
  busy: boolean;
  reasonMax?: number;
  fieldId: string;
  reasonOnApprove: boolean;
  onDecide: (approve: boolean, reason: string) => Promise<unknown>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const decide = (approve: boolean) => {
    setError('');
    onDecide(approve, approve && !reasonOnApprove ? '' : reason).catch((e: Error) => setError(e.message));
  };
  return (
    <div className={`rq-decide field${error ? ' field-error' : ''}`}>
      <label htmlFor={fieldId}>{texts.reason}</label>
      {/* No maxLength: a reason pasted too long is refused with the catalogue message, not cut silently. */}
      <textarea
        id={fieldId}
        rows={2}
        value={reason}
        placeholder={texts.reasonHint}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${fieldId}-err` : undefined}
        data-testid="rq-reason"
        data-max={reasonMax}
      />
      {error && (
        <p className="field-msg" id={`${fieldId}-err`} role="alert" data-testid="rq-error">
          {error}
        </p>
      )}
      <div className="rq-actions">
        <Button type="button" disabled={busy} onClick={() => decide(true)} data-testid="rq-approve">
          {texts.approve}
        </Button>
        <Button type="button" variant="danger" disabled={busy} onClick={() => decide(false)} data-testid="rq-reject">
          {texts.reject}
        </Button>
      </div>
    </div>
  );
}

/**
 * Which rows a queue lists (e.g. pending / approved / rejected), as buttons rather than a native select: every choice
 * in sight and a 44 px target on a phone. The screen owns the value and the list it reads for it.
 */
export function QueueFilter<V extends string>({
  options,
  value,
  onChange,
  label,
  testId,
}: {
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  label: string;
  testId: string;
}) {
  return (
    <div className="rq-filter" role="group" aria-label={label} data-testid={testId}>
      {options.map((o) => (
        <button key={o.value} type="button" aria-pressed={value === o.value} data-testid={`${testId}-${o.value}`} onClick={() => onChange(o.value)}>
          {o.label}
        </button>
      ))}
    </div>
  );
}
