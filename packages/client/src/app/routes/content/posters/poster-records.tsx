import { useState } from 'react';
import { Link } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useDefaultCover, usePosterRecords } from '../../../../features/content/api-posters';
import { POSTER_MODULE_CHOICES } from '../../../../features/content/components/PostersParts';
import '../../../../features/content/content-posters.css';
import { formatDateTime } from '../../../../lib/datetime';
import { OptionSheet } from '../../../../components/ui/OptionSheet';
import { Presentation } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Picture } from '../../../../components/ui/Picture';

/** /poster/records: the user's posters of one module, newest first; one may be the module's default cover. */
export default function PosterRecordsRoute() {
  const { t } = useTranslation('contentPosters');
  const [moduleId, setModuleId] = useState(0);
  const q = usePosterRecords(moduleId);
  const cover = useDefaultCover();
  const title = t('titles.records');
  const rows = rowsOf(q.data);
  return (
    <Page title={title} backTo={paths.posters}>
      <OptionSheet
        label={t('records.module')}
        value={String(moduleId)}
        onChange={(v) => setModuleId(Number(v))}
        testId="poster-module"
        options={POSTER_MODULE_CHOICES.map((id) => ({ value: String(id), label: t(`modules.m${id}`) }))}
      />
      {q.isError ? (
        <p className="result muted">{q.error.message}</p>
      ) : !q.data ? (
        <Loading />
      ) : (
        <ul className="menu" data-testid="poster-records">
          {rows.length === 0 && <EmptyState icon={Presentation} title={t('records.empty')} action={{ label: t('records.make'), to: paths.posters }} as="li" />}
          {rows.map((r) => (
            <li key={r.recordId} className="menu-row" data-testid="poster-record">
              <Link className="poster-record" to={paths.openPosterOf(r.recordId)} aria-label={t('records.open')}>
                <Picture width={64} height={102} src={r.url} alt="" />
                <span>
                  {formatDateTime(r.createdAt)}
                  {r.isDefaultCover && <strong> · {t('records.isCover')}</strong>}
                </span>
              </Link>
              <Button
                type="button"
                variant="ghost"
                className="poster-cover-btn"
                disabled={cover.isPending}
                data-testid="poster-cover"
                onClick={() =>
                  cover.mutate({ recordId: r.recordId, isDefaultCover: !r.isDefaultCover }, { onSuccess: (x) => toast.info(t(x.isDefaultCover ? 'records.coverSet' : 'records.coverUnset')) })
                }
              >
                {t(r.isDefaultCover ? 'records.unsetCover' : 'records.setCover')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}
