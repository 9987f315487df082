import type { ComplaintStatus as Status } from '@card/contract';
import { useTranslation } from '../../../../lib/i18n';

/** The status pill: pending (yellow), upheld (green), dismissed (grey), in words, not colour alone. */
export function ComplaintStatus({ status }: { status: Status }) {
  const { t } = useTranslation('serviceComplaint');
  return (
    <span className={`cp-status cp-status-${status}`} data-testid="complaint-status">
      {t(`status.${status}`)}
    </span>
  );
}
