import '../../../../features/video/video-share.css';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useChoiceness, useMyShownVideos, useShareVideo, useSharedVideos, useUnshareVideo } from '../../../../features/video/api-share';
import { ShareLinkCard } from '../../../../features/video/components/ShareLinkCard';
import { Clapperboard } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Picture } from '../../../../components/ui/Picture';

/**
 * /microvideo/share/list: my shared videos (in the discover feed) with the link to send and its QR code, unshare;
 * below, my shown videos to share and to put into (or take out of) my choiceness set, shown first on my card.
 */
export default function ShareListRoute() {
  const { t } = useTranslation('videoShare');
  const shared = useSharedVideos();
  const mine = useMyShownVideos();
  const share = useShareVideo();
  const unshare = useUnshareVideo();
  const choose = useChoiceness();
  const sharedRows = rowsOf(shared.data);
  const mineRows = rowsOf(mine.data);
  const sharedIds = new Set(sharedRows.map((s) => s.video.id));
  return (
    <Page title={t('titles.shareList')} backTo={paths.microVideoHome}>
      <h2 className="vs-h">{t('share.shared')}</h2>
      {shared.isPending && <Loading />}
      {shared.data && !sharedRows.length && <EmptyState icon={Clapperboard} title={t('share.none')} hint={t('share.noneHint')} testId="vs-shared-empty" />}
      <ul className="vs-list" data-testid="vs-shared">
        {sharedRows.map((s) => (
          <li key={s.video.id} data-testid="vs-shared-item">
            <ShareLinkCard
              title={s.video.title}
              coverUrl={s.video.coverUrl}
              shareUrl={s.shareUrl}
              qrDataUrl={s.qrDataUrl}
              copyLabel={t('share.copy')}
              copiedText={t('share.copied')}
              qrAlt={t('share.qr')}
            />
            <button
              type="button"
              className="btn btn-ghost"
              disabled={unshare.isPending}
              data-testid="vs-unshare"
              onClick={() => unshare.mutate(s.video.id, { onSuccess: () => toast.info(t('share.unshared')) })}
            >
              {t('share.unshare')}
            </button>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(shared.hasNextPage)} loading={shared.isFetchingNextPage} onMore={() => void shared.fetchNextPage()} />

      <h2 className="vs-h">{t('share.pick')}</h2>
      <p className="muted vs-hint">{t('share.pickHint')}</p>
      {mine.isPending && <Loading />}
      {mine.data && !mineRows.length && (
        <EmptyState icon={Clapperboard} title={t('share.noVideos')} hint={t('share.noVideosHint')} action={{ label: t('share.noVideosAction'), to: paths.newVideo }} />
      )}
      <ul className="vs-list" data-testid="vs-mine">
        {mineRows.map((v) => (
          <li key={v.id} className="vs-row" data-testid="vs-mine-item">
            <Picture width={48} height={64} className="vs-cover" src={v.coverUrl} alt="" />
            <span className="vs-title">{v.title}</span>
            {sharedIds.has(v.id) ? (
              <span className="muted">{t('share.isShared')}</span>
            ) : (
              <button
                type="button"
                className="btn btn-primary"
                disabled={share.isPending}
                data-testid="vs-share"
                onClick={() => share.mutate(v.id, { onSuccess: () => toast.info(t('share.done')) })}
              >
                {t('share.share')}
              </button>
            )}
            <label className="vs-check">
              <input
                type="checkbox"
                checked={v.choiceness}
                disabled={choose.isPending}
                data-testid="vs-choiceness"
                onChange={(e) => choose.mutate({ id: v.id, on: e.currentTarget.checked })}
              />
              {t('share.choiceness')}
            </label>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(mine.hasNextPage)} loading={mine.isFetchingNextPage} onMore={() => void mine.fetchNextPage()} />
    </Page>
  );
}
