import { useSearchParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useApplications, useDecideApplication } from '../../../../features/circle/api-core';
import '../../../../features/circle/components/core.css';
import { PersonRow } from './person-row';
import { UsersRound } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** CircleMemberWaitInfo: pending applications, each agreed or ignored by an admin. */
export default function WaitInfoRoute() {
  const { t } = useTranslation('circle');
  const cid = useSearchParams()[0].get('cid') ?? '';
  const q = useApplications(cid);
  const decide = useDecideApplication();
  const rows = rowsOf(q.data);
  const title = t('titles.waitInfo');
  const back = paths.circleManage(cid);
  if (q.isError)
    return (
      <Page title={title} backTo={back}>
        <p className="result" data-testid="wait-error">
          {q.error.message}
        </p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={title} backTo={back}>
        <Loading />
      </Page>
    );
  return (
    <Page title={title} backTo={back}>
      {rows.length ? (
        <ul className="cc-list" data-testid="applications">
          {rows.map((a) => (
            <PersonRow key={a.phoneIdEcr} p={a} sub={a.note || t('wait.noNote')} testId="application">
              <span className="cc-actions">
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={decide.isPending}
                  data-testid="application-agree"
                  onClick={() => decide.mutate({ cid, phoneIdEcr: a.phoneIdEcr, agree: true })}
                >
                  {t('join.agree')}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost"
                  disabled={decide.isPending}
                  data-testid="application-ignore"
                  onClick={() => decide.mutate({ cid, phoneIdEcr: a.phoneIdEcr, agree: false })}
                >
                  {t('join.ignore')}
                </button>
              </span>
            </PersonRow>
          ))}
        </ul>
      ) : (
        <EmptyState icon={UsersRound} title={t('wait.none')} hint={t('wait.noneHint')} testId="applications-empty" />
      )}
      {decide.error && (
        <p className="form-error" role="alert" data-testid="application-error">
          {decide.error.message}
        </p>
      )}
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}
