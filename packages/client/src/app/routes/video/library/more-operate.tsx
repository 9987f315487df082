import '../../../../features/video/video-library.css';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { PicturePicker } from '../../../../features/content/components/LibraryPicturePicker';
import { useDeleteVideo, useMyVideo, useRemoveWatermark, useSetCover, useSetHidden, useSetTop } from '../../../../features/video/api-library';
import { Picture } from '../../../../components/ui/Picture';

/** /microvideo/moreOperate/:id: what the owner can do with one video (preview, edit, cover, pin, hide, class, share, watermark, delete). */
export default function MoreOperateRoute() {
  const { t } = useTranslation('videoLibrary');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const q = useMyVideo(id);
  const top = useSetTop();
  const hide = useSetHidden();
  const cover = useSetCover();
  const mark = useRemoveWatermark();
  const del = useDeleteVideo();
  const [picking, setPicking] = useState(false);
  const title = t('titles.moreOperate');
  if (q.isError)
    return (
      <Page title={title} backTo={paths.microVideoHome}>
        <p className="result muted" role="alert">
          {q.error.message}
        </p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={title} backTo={paths.microVideoHome}>
        <Loading />
      </Page>
    );
  const v = q.data;
  const busy = top.isPending || hide.isPending || cover.isPending || mark.isPending || del.isPending;
  return (
    <Page title={title} backTo={paths.microVideoHome}>
      <div className="vl-head">
        <Picture width={72} height={96} src={v.coverUrl} alt="" />
        <div>
          <strong data-testid="vl-op-title">{v.title}</strong>
          <p className="muted">
            {v.typeName ?? ''} {v.labelName ?? ''}
          </p>
        </div>
      </div>
      <ul className="vl-sheet" data-testid="vl-sheet">
        <li>
          <Link to={paths.previewVideo(v.id)} data-testid="vl-op-preview">
            {t('op.preview')}
          </Link>
        </li>
        <li>
          <Link to={paths.editVideo(v.id)} data-testid="vl-op-edit">
            {t('op.edit')}
          </Link>
        </li>
        <li>
          <button type="button" disabled={busy} data-testid="vl-op-cover" onClick={() => setPicking(true)}>
            {t('op.cover')}
          </button>
        </li>
        <li>
          <button type="button" disabled={busy} data-testid="vl-op-first-frame" onClick={() => cover.mutate({ id: v.id, coverUrl: '' }, { onSuccess: () => toast.info(t('done.cover')) })}>
            {t('op.firstFrame')}
          </button>
        </li>
        <li>
          <button
            type="button"
            disabled={busy}
            data-testid="vl-op-top"
            onClick={() => top.mutate({ id: v.id, top: !v.top }, { onSuccess: () => toast.info(t(v.top ? 'done.untop' : 'done.top')) })}
          >
            {v.top ? t('op.untop') : t('op.top')}
          </button>
        </li>
        <li>
          <button
            type="button"
            disabled={busy}
            data-testid="vl-op-hide"
            onClick={() => hide.mutate({ id: v.id, hidden: !v.hidden }, { onSuccess: () => toast.info(t(v.hidden ? 'done.shown' : 'done.hidden')) })}
          >
            {v.hidden ? t('op.show') : t('op.hide')}
          </button>
        </li>
        <li>
          <Link to={paths.setClassify(v.id)} data-testid="vl-op-type">
            {t('op.type')}
          </Link>
        </li>
        <li>
          <Link to={paths.shareList} data-testid="vl-op-share">
            {t('op.share')}
          </Link>
        </li>
        {v.watermark && (
          <li>
            <button type="button" disabled={busy} data-testid="vl-op-watermark" onClick={() => mark.mutate(v.id, { onSuccess: () => toast.info(t('done.watermark')) })}>
              {t('op.watermark')}
            </button>
          </li>
        )}
        <li>
          <ConfirmButton
            className="vl-danger"
            label={t('op.delete')}
            armedLabel={t('op.deleteConfirm')}
            confirmText={t('op.deleteHint', { title: v.title })}
            disabled={busy}
            testId="vl-op-delete"
            onConfirm={() =>
              del.mutate(v.id, {
                onSuccess: () => {
                  toast.info(t('done.deleted', { count: 1 }));
                  navigate(paths.microVideoHome, { replace: true });
                },
              })
            }
          />
        </li>
      </ul>
      <PicturePicker open={picking} onClose={() => setPicking(false)} onPick={(url) => cover.mutate({ id: v.id, coverUrl: url }, { onSuccess: () => toast.info(t('done.cover')) })} />
    </Page>
  );
}
