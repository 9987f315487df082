import { Link, useSearchParams } from 'react-router';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useFinishLesson, useStudyLesson } from '../../../../features/programme/checkin/api';
import { paragraphsOf } from '../../../../features/programme/checkin/time';
import '../../../../features/programme/checkin/checkin.css';
import { Picture } from '../../../../components/ui/Picture';

/**
 * /study/imageText?day=N: one lesson, its picture and plain-text paragraphs (text nodes, never HTML), and "mark as
 * finished". Refusals (locked, out of order) are the server's catalogue messages: on the page for opening, in the
 * shared toast for finishing.
 */
export default function ImageTextRoute() {
  const { t, i18n } = useTranslation('programmeCheckin');
  const [params] = useSearchParams();
  const day = Number(params.get('day') ?? '1') || 1;
  const q = useStudyLesson(day);
  const finish = useFinishLesson();
  const l = finish.data?.day === day ? finish.data : q.data;
  const zh = i18n.language !== 'en';
  return (
    <Page title={t('titles.imageText')} backTo={paths.studyHome}>
      {q.isPending && <Loading />}
      {q.isError && (
        <div className="result" role="alert" data-testid="study-refused">
          <p className="muted">{q.error.message}</p>
          <Link className="btn btn-ghost" to={paths.studyHome}>
            {t('study.back')}
          </Link>
        </div>
      )}
      {l && (
        <article data-testid="study-lesson">
          <Picture width={347} height={217} eager className="st-picture" src={l.imageUrl} alt="" />
          <p className="ck-period st-day">{t('study.day', { day: l.day })}</p>
          <h2 data-testid="study-lesson-title">{zh ? l.titleZh : l.titleEn}</h2>
          <div className="st-body">
            {paragraphsOf(zh ? l.bodyZh : l.bodyEn).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
          <div className="st-actions">
            {l.state === 'finished' ? (
              <p className="ck-done" data-testid="study-finished">
                <strong>{t('study.finished', { finished: l.progress.finished, total: l.progress.total })}</strong>
              </p>
            ) : (
              <Button type="button" disabled={finish.isPending} onClick={() => finish.mutate(l.day)} data-testid="study-finish">
                {t('study.finish')}
              </Button>
            )}
            {l.state === 'finished' && l.day < l.progress.total && (
              <Link className="btn btn-ghost" to={`${paths.studyImageText}?day=${l.day + 1}`} data-testid="study-next">
                {t('study.next')}
              </Link>
            )}
            <Link className="btn btn-ghost" to={paths.studyHome} data-testid="study-back">
              {t('study.back')}
            </Link>
          </div>
        </article>
      )}
    </Page>
  );
}
