import { useTranslation } from '../../lib/i18n';
import './feedback.css';

/**
 * Grey placeholder rows where content is about to appear, instead of a spinner in the middle of nothing; the
 * words are there for screen readers.
 */
export function Skeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="skeleton" role="status" aria-busy="true" data-testid="skeleton">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="sk-line" aria-hidden />
      ))}
    </div>
  );
}
