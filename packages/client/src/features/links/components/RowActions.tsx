import { useTranslation } from '../../../lib/i18n';
import { ConfirmButton } from './ConfirmButton';

/** Edit, move up, move down and delete for one row of an owner-ordered list. */
export function RowActions({
  testId,
  editLabel,
  deleteLabel,
  first,
  last,
  busy,
  onEdit,
  onMove,
  onDelete,
}: {
  testId: string;
  editLabel: string;
  deleteLabel: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onEdit: () => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('links');
  return (
    <div className="links-actions">
      <button type="button" className="link-btn" onClick={onEdit} data-testid={`${testId}-edit`}>
        {editLabel}
      </button>
      <button type="button" className="link-btn" disabled={first || busy} onClick={() => onMove(-1)} data-testid={`${testId}-up`}>
        {t('actions.up')}
      </button>
      <button type="button" className="link-btn" disabled={last || busy} onClick={() => onMove(1)} data-testid={`${testId}-down`}>
        {t('actions.down')}
      </button>
      <ConfirmButton label={deleteLabel} disabled={busy} onConfirm={onDelete} testId={`${testId}-delete`} />
    </div>
  );
}
