import { Link } from 'react-router';
import { Loading, Page } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useStudyHome } from '../../../../features/programme/checkin/api';
import '../../../../features/programme/checkin/checkin.css';
import { Picture } from '../../../../components/ui/Picture';

/**
 * /study/studyHome (hub 七天学习指南): progress and the seven lessons, one unlocking a day. A locked lesson still
 * opens: its screen shows the server's STUDY_LESSON_LOCKED message with the day it unlocks.
 */
export default function StudyHomeRoute() {
  const { t, i18n } = useTranslation('programmeCheckin');
  const q = useStudyHome();
  const h = q.data;
  const zh = i18n.language !== 'en';
  return (
    <Page title={t('titles.studyHome')}>
      {q.isPending && <Loading />}
      {q.isError && (
        <p className="result muted" role="alert">
          {q.error.message}
        </p>
      )}
      {h && (
        <>
          <section className="st-progress" data-testid="study-progress">
            <p>{t('study.progress', { finished: h.progress.finished, total: h.progress.total, percent: h.progress.percent })}</p>
            <div className="st-bar" role="progressbar" aria-label={t('study.progressLabel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={h.progress.percent}>
              <span style={{ width: `${h.progress.percent}%` }} />
            </div>
          </section>
          <ol className="st-list">
            {h.lessons.map((l) => (
              <li key={l.day} className={`st-${l.state}`}>
                <Link to={`${paths.studyImageText}?day=${l.day}`} data-testid={`study-lesson-${l.day}`}>
                  <Picture width={56} height={35} className="st-thumb" src={l.imageUrl} alt="" />
                  <span className="st-text">
                    <small>{t('study.day', { day: l.day })}</small>
                    <span>{zh ? l.titleZh : l.titleEn}</span>
                  </span>
                  <span className={`st-state st-state-${l.state}`}>{l.state === 'locked' ? t('study.unlocksOn', { day: l.unlocksOn.slice(5) }) : t(`study.states.${l.state}`)}</span>
                </Link>
              </li>
            ))}
          </ol>
          <p className="ck-rule">{t('study.rule')}</p>
        </>
      )}
    </Page>
  );
}
