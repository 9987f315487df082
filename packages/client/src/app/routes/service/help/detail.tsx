import { Link, useParams, useSearchParams } from 'react-router';
import { Loading, Page } from '../../../../components/layouts/Page';
import { LazyImage } from '../../../../components/ui/LazyImage';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useHelpDetail } from '../../../../features/service/help/api';
import { Highlight } from '../../../../features/service/help/components/Highlight';
import { paragraphsOf } from '../../../../features/service/help/highlight';
import '../../../../features/service/help/help.css';
import { formatDate } from '../../../../lib/datetime';

/**
 * /customer/client/helpDetail/:id: one article: title, meta, cover, the video of a video tutorial and the body as
 * plain paragraphs (rendered as text, never HTML). Opened from the search (`?hl=`), the searched words are marked.
 */
export default function DetailRoute() {
  const { t } = useTranslation('serviceHelp');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const keyword = params.get('hl') ?? '';
  const q = useHelpDetail(id);
  const a = q.data;
  return (
    <Page title={t('titles.detail')} backTo={paths.customerHome}>
      {q.isPending && <Loading />}
      {q.isError && (
        <div className="result" role="alert" data-testid="help-missing">
          <p className="muted">{q.error.message}</p>
          <Link className="btn btn-ghost" to={paths.customerHome}>
            {t('detail.toHome')}
          </Link>
        </div>
      )}
      {a && (
        <article className="hc-article" data-testid="help-article">
          <h2 className="hc-article-title" data-testid="help-article-title">
            {a.title}
          </h2>
          <p className="hc-row-meta">
            <span>{t(`kinds.${a.kind}`)}</span>
            {a.category && <span>{a.category}</span>}
            <span>{t('views', { count: a.views })}</span>
            <span>{t('detail.updated', { date: formatDate(a.updatedAt) })}</span>
          </p>
          {a.kind === 'video' &&
            (a.mediaUrl ? (
              <video className="hc-video" src={a.mediaUrl} poster={a.coverUrl || undefined} controls playsInline preload="metadata" data-testid="help-video" />
            ) : (
              <p className="hc-note" data-testid="help-video-missing">
                {t('detail.noVideo')}
              </p>
            ))}
          {a.kind !== 'video' && a.coverUrl && <LazyImage width={347} height={195} className="hc-cover" src={a.coverUrl} alt="" />}
          {a.summary && (
            <p className="hc-summary">
              <Highlight text={a.summary} keyword={keyword} />
            </p>
          )}
          <div className="hc-body" data-testid="help-article-body">
            {paragraphsOf(a.body).map((p, i) => (
              <p key={i}>
                <Highlight text={p} keyword={keyword} />
              </p>
            ))}
          </div>
          <Link className="btn btn-ghost" to={paths.onlineService} data-testid="help-ask">
            {t('detail.ask')}
          </Link>
        </article>
      )}
    </Page>
  );
}
