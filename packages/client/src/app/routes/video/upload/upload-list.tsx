import '../../../../features/video/video-upload.css';
import { Link } from 'react-router';
import type { TVideoUploadLog } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useDeleteUpload, useRetryTranscoding, useUploadList } from '../../../../features/video/api-upload';
import { UploadProgress } from '../../../../features/video/components/UploadProgress';
import { formatDateTime } from '../../../../lib/datetime';
import { Clapperboard } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Picture } from '../../../../components/ui/Picture';

/** /microvideo/updateVideo: my upload logs with their state (polled while any is transcoding), retry, make a video, delete. */
export default function UploadListRoute() {
  const { t } = useTranslation('videoUpload');
  const list = useUploadList();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Page
      title={t('titles.uploadList')}
      backTo={paths.microVideoHome}
      actions={
        <Link className="vu-topbar-link" to={paths.newVideo} data-testid="vu-new">
          {t('list.upload')}
        </Link>
      }
    >
      {list.isPending && <Loading />}
      {list.isError && (
        <p className="field-msg" role="alert">
          {list.error.message}
        </p>
      )}
      {list.data && items.length === 0 && (
        <EmptyState
          icon={Clapperboard}
          title={t('list.empty')}
          hint={t('list.emptyHint')}
          action={{ label: t('list.emptyAction'), to: paths.newVideo, testId: 'vu-empty-action' }}
          testId="vu-empty"
        />
      )}
      <ul className="vu-list" data-testid="vu-list">
        {items.map((log) => (
          <UploadItem key={log.id} log={log} />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button variant="ghost" onClick={() => void list.fetchNextPage()}>
          {t('list.more')}
        </Button>
      )}
    </Page>
  );
}

function UploadItem({ log }: { log: TVideoUploadLog }) {
  const { t } = useTranslation('videoUpload');
  const retry = useRetryTranscoding();
  const remove = useDeleteUpload();
  const onRetry = () => retry.mutate(log.id, { onSuccess: () => toast.info(t('done.retried')) });
  const onDelete = () => {
    if (window.confirm(t('list.confirmDelete'))) remove.mutate(log.id, { onSuccess: () => toast.info(t('done.deleted')) });
  };
  return (
    <li className="vu-item" data-testid="vu-item" data-status={log.status}>
      {log.coverUrl ? <Picture width={72} height={72} className="vu-thumb" src={log.coverUrl} alt="" /> : <span className="vu-thumb" />}
      <div className="vu-text">
        <span className="vu-name">{log.fileName || log.id}</span>
        <span className={`vu-state vu-state-${log.status}`} data-testid="vu-state">
          {t(`status.${log.status}`)}
        </span>
        {log.status === 'transcoding' && <UploadProgress label={t('pick.transcoding', { pct: log.progress })} pct={log.progress} testId="vu-item-progress" />}
        {log.status === 'failed' && (
          <span className="field-msg" data-testid="vu-item-error">
            {log.errorMessage}
          </span>
        )}
        {!log.videoId && <span className="muted">{t('list.expires', { time: formatDateTime(log.expiresAt) })}</span>}
        <div className="vu-actions">
          {log.status === 'failed' && (
            <Button variant="ghost" onClick={onRetry} disabled={retry.isPending} data-testid="vu-retry">
              {t('list.retry')}
            </Button>
          )}
          {log.status === 'done' && !log.videoId && (
            <Link className="button" to={`${paths.newVideo}?upload=${log.id}`} data-testid="vu-make">
              {t('list.make')}
            </Link>
          )}
          {log.videoId && <span className="muted">{t('list.made')}</span>}
          <Button variant="danger" onClick={onDelete} disabled={remove.isPending} data-testid="vu-delete">
            {t('list.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
