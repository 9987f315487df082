import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useAgreeExit, useAgreeJoin, useCompanyApplications, useIgnoreJoin, useMyCompanyState, useRefuseExit, useSetPrivacyLock } from '../../../../features/network/api-company';
import { DepartmentsSection, HandoverSection, MasterSection, StaffSection } from './manage-sections';
import { InviteSection } from './manage-invite';
import { Inbox } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Switch } from '../../../../components/ui/Switch';

/**
 * The admin list (/acc/in2ManageList): inviting colleagues (issue 31), join and exit applications to decide, staff (remove, admin rights,
 * department, master card), departments, the privacy lock and the hand-over of a departed member's contacts.
 * A member who is not an admin reaches it only by address; the server answers "no permission" (shown as a toast).
 */
export default function CompanyManageRoute() {
  const { t } = useTranslation('networkCompany');
  const me = useMyCompanyState();
  const title = t('titles.manage');
  if (!me.data)
    return (
      <Page title={title} backTo={paths.myCompany}>
        <Loading />
      </Page>
    );
  if (me.data.role !== 'admin' || !me.data.company)
    return (
      <Page title={title} backTo={paths.myCompany}>
        <p className="result muted">{t('manage.notAdmin')}</p>
      </Page>
    );
  return (
    <Page title={title} backTo={paths.myCompany}>
      <h2 data-testid="manage-company">{me.data.company.name}</h2>
      <InviteSection />
      <Applications kind="join" />
      <Applications kind="exit" />
      <StaffSection />
      <MasterSection />
      <DepartmentsSection />
      <PrivacyLock locked={me.data.company.lockPrivacy} />
      <HandoverSection />
    </Page>
  );
}

function Applications({ kind }: { kind: 'join' | 'exit' }) {
  const { t } = useTranslation('networkCompany');
  const q = useCompanyApplications(kind);
  const [agreeJoin, ignoreJoin, agreeExit, refuseExit] = [useAgreeJoin(), useIgnoreJoin(), useAgreeExit(), useRefuseExit()];
  const agree = kind === 'join' ? agreeJoin : agreeExit;
  const refuse = kind === 'join' ? ignoreJoin : refuseExit;
  const rows = rowsOf(q.data);
  return (
    <section data-testid={`applications-${kind}`}>
      <h3>{t(`manage.${kind}Applications`)}</h3>
      {q.data && !rows.length && <EmptyState icon={Inbox} title={t('manage.noApplications')} hint={t('manage.noApplicationsHint')} />}
      <ul className="menu">
        {rows.map((a) => (
          <li key={a.applicationId} className="menu-row">
            <span>{a.person.name}</span>
            <span className="actions-row">
              <Button onClick={() => agree.mutate({ applicationId: a.applicationId })} data-testid={`agree-${kind}`}>
                {t('manage.agree')}
              </Button>
              <Button variant="ghost" onClick={() => refuse.mutate({ applicationId: a.applicationId })}>
                {t(kind === 'join' ? 'manage.ignore' : 'manage.refuse')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </section>
  );
}

function PrivacyLock({ locked }: { locked: boolean }) {
  const { t } = useTranslation('networkCompany');
  const set = useSetPrivacyLock();
  return (
    <section>
      <h3>{t('manage.privacy')}</h3>
      <div className="menu">
        <Switch label={t('manage.lockPrivacy')} checked={locked} disabled={set.isPending} onChange={(on) => set.mutate({ lockPrivacy: on })} testId="privacy-lock" />
      </div>
    </section>
  );
}
