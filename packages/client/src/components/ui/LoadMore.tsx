import { useTranslation } from '../../lib/i18n';
import { Button } from './Button';

/** The "load more" button under a paged list; shown only while another page exists. */
export function LoadMore({ hasMore, loading, onMore, testId = 'load-more' }: { hasMore: boolean; loading: boolean; onMore: () => void; testId?: string }) {
  const { t } = useTranslation('common');
  if (!hasMore) return null;
  return (
    <Button type="button" variant="ghost" data-testid={testId} disabled={loading} onClick={onMore}>
      {loading ? t('loading') : t('loadMore')}
    </Button>
  );
}
