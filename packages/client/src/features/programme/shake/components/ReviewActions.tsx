import { useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { useTranslation } from '../../../../lib/i18n';

/**
 * An operator's decision on one queue row: approve, or reject with a reason (the server refuses a rejection without
 * one with its catalogue message, shown by the shared toast).
 */
export function ReviewActions({ busy, onDecide, testId }: { busy: boolean; onDecide: (approve: boolean, reason: string) => void; testId: string }) {
  const { t } = useTranslation('programmeShake');
  const [reason, setReason] = useState('');
  return (
    <div>
      <input className="sk-reason" aria-label={t('review.reason')} placeholder={t('review.reasonHint')} value={reason}
        onChange={(e) => setReason(e.target.value)} data-testid={`${testId}-reason`} />
      <div className="sk-review-actions">
        <Button disabled={busy} onClick={() => onDecide(true, '')} data-testid={`${testId}-approve`}>{t('review.approve')}</Button>
        <Button variant="ghost" disabled={busy} onClick={() => onDecide(false, reason)} data-testid={`${testId}-reject`}>{t('review.reject')}</Button>
      </div>
    </div>
  );
}
