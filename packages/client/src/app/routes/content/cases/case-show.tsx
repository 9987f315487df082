import '../../../../features/content/content-cases.css';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CASE_REPORT_REASONS, LIMITS, type CaseReportReason, type TCase } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { tokenStore } from '../../../../lib/token';
import { toast } from '../../../../lib/toast';
import { useCase, useComplain, useRelated, useReportReasons } from '../../../../features/content/api-cases';
import { CasesCard } from '../../../../features/content/components/CasesCard';
import { OptionSheet } from '../../../../components/ui/OptionSheet';
import { Picture } from '../../../../components/ui/Picture';

/**
 * /designCase/showCase/:id: a case's page. Visitors see only a visible case (others answer "does not exist" with a
 * way onward); the owner sees their own in any state. Signed-in visitors may complain with a report reason.
 */
export default function CaseShowRoute() {
  const { t } = useTranslation('contentCases');
  const { id = '' } = useParams();
  const q = useCase(id);
  const related = useRelated(id, Boolean(q.data));
  if (q.isError) {
    return (
      <Page title={t('titles.showCase')} backTo={paths.caseSearch}>
        <p className="result muted" data-testid="case-missing">
          {q.error.message}
        </p>
        <Link className="btn btn-ghost" to={paths.caseSearch}>
          {t('show.browse')}
        </Link>
      </Page>
    );
  }
  if (!q.data)
    return (
      <Page title={t('titles.showCase')}>
        <Loading />
      </Page>
    );
  const c = q.data;
  return (
    <Page title={c.title} backTo={paths.cardCases(c.owner.phoneIdEcr)}>
      <article data-testid="case-page">
        {c.coverUrl && <Picture width={347} height={260} eager className="case-hero" src={c.coverUrl} alt="" />}
        <h2 data-testid="case-page-title">{c.title}</h2>
        <p className="muted">
          {t(`types.${c.type}`)} · {t('show.views', { count: c.views })} · <Link to={paths.cardCases(c.owner.phoneIdEcr)}>{c.owner.name}</Link>
        </p>
        {c.state !== 'normal' && (
          <p className="case-reason" data-testid="case-page-state">
            {t(`states.${c.state}`)}
            {c.forbiddenReason ? `：${c.forbiddenReason}` : ''}
          </p>
        )}
        {c.description && <p className="case-desc">{c.description}</p>}
        {c.images.length > 0 && (
          <div className="case-gallery">
            {c.images.map((u) => (
              <Picture width={113} height={113} key={u} src={u} alt="" />
            ))}
          </div>
        )}
      </article>
      {tokenStore.get() && <Complain c={c} />}
      <h2 className="section-title">{t('show.related')}</h2>
      <ul className="case-list" data-testid="case-related">
        {(related.data ?? []).length === 0 && <li className="muted">{t('show.noRelated')}</li>}
        {(related.data ?? []).map((r) => (
          <li key={r.id} className="case-item">
            <CasesCard c={r} />
          </li>
        ))}
      </ul>
    </Page>
  );
}

function Complain({ c }: { c: TCase }) {
  const { t } = useTranslation('contentCases');
  const reasons = useReportReasons();
  const complain = useComplain();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<CaseReportReason>(CASE_REPORT_REASONS[0]);
  const [text, setText] = useState('');
  if (!open)
    return (
      <button type="button" className="btn btn-ghost" onClick={() => setOpen(true)} data-testid="case-complain-open">
        {t('complain.open')}
      </button>
    );
  return (
    <form
      className="form"
      noValidate
      data-testid="case-complain"
      onSubmit={(e) => {
        e.preventDefault();
        complain.mutate(
          { id: c.id, reason, text },
          {
            onSuccess: () => {
              setOpen(false);
              setText('');
              toast.info(t('done.complained'));
            },
          },
        );
      }}
    >
      <OptionSheet
        label={t('complain.reason')}
        value={reason}
        onChange={setReason}
        testId="case-complain-reason"
        options={(reasons.data ?? []).map((r) => ({ value: r.reason, label: r.text }))}
      />
      <div className="field">
        <label htmlFor="f-text">{t('complain.text')}</label>
        <textarea id="f-text" className="case-textarea" rows={3} maxLength={LIMITS.content.caseComplaintTextMax} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <Button type="submit" disabled={complain.isPending}>
        {t('complain.submit')}
      </Button>
    </form>
  );
}
