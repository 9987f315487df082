import '../../../../features/service/complaint/complaint.css';
import { Link, useParams } from 'react-router';
import { Loading, Page } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useMyComplaint } from '../../../../features/service/complaint/api';
import { ComplaintStatus } from '../../../../features/service/complaint/components/ComplaintStatus';
import { shortTime } from '../../../../features/service/complaint/time';
import { Picture } from '../../../../components/ui/Picture';

/** /customer/client/complaints/:id: one of the user's complaints in full, with the agent's decision once made. */
export default function MyComplaintRoute() {
  const { t } = useTranslation('serviceComplaint');
  const { id = '' } = useParams();
  const one = useMyComplaint(id);
  const c = one.data;
  return (
    <Page title={t('titles.myComplaint')} backTo={paths.myComplaints}>
      {one.isPending && <Loading />}
      {one.isError && (
        <div className="result" role="alert" data-testid="complaint-missing">
          <p>{t('list.notFound')}</p>
          <Link className="btn btn-ghost" to={paths.myComplaints}>
            {t('list.backToList')}
          </Link>
        </div>
      )}
      {c && (
        <article data-testid="complaint-detail">
          <div className="cp-row-head">
            <h2 className="cp-row-reason">{t(`reasons.${c.reason}`)}</h2>
            <ComplaintStatus status={c.status} />
          </div>
          <p className="cp-row-meta">
            <span>{c.target ? t('list.target', { name: c.target.name }) : t('list.targetOther')}</span>
            <span>{t('list.submittedAt', { at: shortTime(c.createdAt) })}</span>
          </p>
          <p className="cp-detail-text">{c.content}</p>
          <h3 className="cp-label">{t('list.pictures')}</h3>
          <div className="cp-detail-pictures">
            {c.pictures.map((u) => (
              <Picture width={111} height={111} key={u} src={u} alt="" />
            ))}
          </div>
          {c.status !== 'pending' && (
            <section className="cp-decision" data-testid="complaint-decision">
              <h3>{t('list.decision')}</h3>
              <p>{c.decision}</p>
              {c.decidedAt && <p className="cp-row-meta">{t('list.decidedAt', { at: shortTime(c.decidedAt) })}</p>}
            </section>
          )}
        </article>
      )}
    </Page>
  );
}
