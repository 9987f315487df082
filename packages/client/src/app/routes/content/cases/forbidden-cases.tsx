import '../../../../features/content/content-cases.css';
import { useState } from 'react';
import { LIMITS, type TCase } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useAppeal, useForbiddenCases } from '../../../../features/content/api-cases';
import { CasesCard } from '../../../../features/content/components/CasesCard';
import { Briefcase } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /designCase/forbiddenCase: my forbidden cases with the reason; appeal once per forbidding. */
export default function ForbiddenCasesRoute() {
  const { t } = useTranslation('contentCases');
  const q = useForbiddenCases();
  const rows = rowsOf(q.data);
  if (q.isError)
    return (
      <Page title={t('titles.forbidden')} backTo={paths.myCases}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.forbidden')} backTo={paths.myCases}>
        <Loading />
      </Page>
    );
  return (
    <Page title={t('titles.forbidden')} backTo={paths.myCases}>
      {rows.length === 0 && <EmptyState icon={Briefcase} title={t('forbidden.empty')} hint={t('forbidden.emptyHint')} testId="forbidden-empty" />}
      <ul className="case-list">
        {rows.map((c) => (
          <ForbiddenItem key={c.id} c={c} />
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

function ForbiddenItem({ c }: { c: TCase }) {
  const { t } = useTranslation('contentCases');
  const appeal = useAppeal();
  const [text, setText] = useState('');
  return (
    <li className="case-item" data-testid="forbidden-case">
      <CasesCard c={c} showState />
      <p className="case-reason">{t('forbidden.reason', { reason: c.forbiddenReason || '—' })}</p>
      {c.state === 'forbidden' && (
        <form
          className="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            appeal.mutate({ id: c.id, text }, { onSuccess: () => toast.info(t('done.appealed')) });
          }}
        >
          <div className="field">
            <label htmlFor={`f-appeal-${c.id}`}>{t('forbidden.appealText')}</label>
            <textarea id={`f-appeal-${c.id}`} className="case-textarea" rows={3} maxLength={LIMITS.content.caseAppealTextMax} value={text} onChange={(e) => setText(e.target.value)} />
          </div>
          <Button type="submit" disabled={appeal.isPending}>
            {t('forbidden.appeal')}
          </Button>
        </form>
      )}
    </li>
  );
}
