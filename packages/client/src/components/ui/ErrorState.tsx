import { CircleAlert } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { Button } from './Button';
import './ui.css';

interface Props {
  /** What failed, in the reader's words; "数据加载失败" when omitted. */
  message?: string;
  /** Try again (e.g. a query's refetch); without it no button is drawn. */
  onRetry?: () => void;
  retrying?: boolean;
  testId?: string;
}

/** Where a list or screen could not load: says so and offers to try again, never a blank area or a raw code. */
export function ErrorState({ message, onRetry, retrying, testId = 'error-state' }: Props) {
  const { t } = useTranslation();
  return (
    <div className="error-state" role="alert" data-testid={testId}>
      <CircleAlert className="error-state-icon" size={40} aria-hidden />
      <p className="error-state-text">{message ?? t('loadFailed')}</p>
      {onRetry && (
        <Button type="button" variant="ghost" className="error-state-retry" disabled={retrying} onClick={onRetry} data-testid={`${testId}-retry`}>
          {retrying ? t('loading') : t('retry')}
        </Button>
      )}
    </div>
  );
}
