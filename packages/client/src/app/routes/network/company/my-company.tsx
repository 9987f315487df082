import { useState } from 'react';
import { Link } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import {
  useApplyExit,
  useApplyJoin,
  useCompanyDepartments,
  useCompanySearch,
  useDissolveCompany,
  useMyCompanyInvites,
  useMyCompanyState,
  useMyHandovers,
  useRefuseHandover,
  useWithdrawJoin,
} from '../../../../features/network/api-company';
import { formatDate } from '../../../../lib/datetime';
import { Inbox } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/**
 * My company (/acc/myCompany), by state: none or withdrawn → invitations to answer, create a company (issue 31), or
 * search and apply; applying → withdraw; member →
 * company, role, department, departments, colleagues and the exit application; admin → the manage list. A
 * hand-over that concerns me (a colleague now serves me) can be refused here. Refusals show as catalogue toasts.
 */
export default function MyCompanyRoute() {
  const { t } = useTranslation('networkCompany');
  const q = useMyCompanyState();
  const title = t('titles.myCompany');
  if (q.isError)
    return (
      <Page title={title}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={title}>
        <Loading />
      </Page>
    );
  const s = q.data;
  return (
    <Page title={title}>
      <p className="result" data-testid="company-state">
        {t(`state.${s.state}`)}
      </p>
      {(s.state === 'none' || s.state === 'withdrawn') && (
        <>
          <MyInvites />
          <CreateEntry />
          <CompanySearch />
        </>
      )}
      {s.state === 'applying' && s.application && <Applying companyName={s.application.companyName} />}
      {(s.state === 'member' || s.state === 'exitApplying') && s.company && (
        <Member
          companyName={s.company.name}
          memberCount={s.company.memberCount}
          role={s.role ?? 'member'}
          edition={s.company.edition}
          department={s.department?.name ?? null}
          exiting={s.state === 'exitApplying'}
          locked={s.company.lockPrivacy}
        />
      )}
      <MyHandovers />
    </Page>
  );
}

/** Invitations waiting for me: each opens its screen, where I accept or decline. */
function MyInvites() {
  const { t } = useTranslation('networkCompany');
  const q = useMyCompanyInvites();
  if (!q.data?.items.length) return null;
  return (
    <section data-testid="my-invites">
      <h3>{t('invite.mine')}</h3>
      <ul className="menu">
        {q.data.items.map((i) => (
          <li key={i.inviteId}>
            <Link className="menu-row" to={paths.companyInvite(i.inviteId)} data-testid="my-invite">
              <span>{i.companyName}</span>
              <small className="muted">{t('invite.from', { who: i.inviter?.name ?? '' })}</small>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CreateEntry() {
  const { t } = useTranslation('networkCompany');
  return (
    <section className="form">
      <p className="muted">{t('create.entryHint')}</p>
      <Link className="btn btn-primary" to={paths.companyCreate} data-testid="company-create">
        {t('create.entry')}
      </Link>
    </section>
  );
}

function CompanySearch() {
  const { t } = useTranslation('networkCompany');
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const q = useCompanySearch(keyword);
  const apply = useApplyJoin();
  const rows = rowsOf(q.data);
  return (
    <section>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(draft.trim());
        }}
      >
        <div className="field-row">
          <input aria-label={t('search.label')} placeholder={t('search.placeholder')} value={draft} maxLength={30} onChange={(e) => setDraft(e.target.value)} data-testid="company-keyword" />
        </div>
        <Button type="submit" data-testid="company-search">
          {t('search.go')}
        </Button>
      </form>
      {keyword && q.data && !rows.length && <EmptyState icon={Inbox} title={t('search.none')} hint={t('search.noneHint')} />}
      <ul className="menu" data-testid="company-results">
        {rows.map((c) => (
          <li key={c.companyId} className="menu-row">
            <span>
              {c.name} <small className="muted">{t('members', { count: c.memberCount })}</small>
            </span>
            <Button variant="ghost" disabled={apply.isPending} onClick={() => apply.mutate({ companyId: c.companyId })} data-testid="company-apply">
              {t('search.apply')}
            </Button>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </section>
  );
}

function Applying({ companyName }: { companyName: string }) {
  const { t } = useTranslation('networkCompany');
  const withdraw = useWithdrawJoin();
  return (
    <section>
      <p>{t('applying.text', { company: companyName })}</p>
      <ConfirmButton label={t('applying.withdraw')} armedLabel={t('confirm')} onConfirm={() => withdraw.mutate(undefined)} testId="company-withdraw" />
    </section>
  );
}

function Member(p: {
  companyName: string;
  memberCount: number;
  role: 'member' | 'admin';
  department: string | null;
  exiting: boolean;
  locked: boolean;
  edition: { seats: number; expiresAt: string | null } | null;
}) {
  const { t } = useTranslation('networkCompany');
  const exit = useApplyExit();
  const dissolve = useDissolveCompany();
  const deps = useCompanyDepartments();
  // The last member is its sole admin: they dissolve the company instead of applying to leave it (nobody would approve).
  const last = p.role === 'admin' && p.memberCount === 1;
  return (
    <section>
      <ul className="menu" data-testid="company-card">
        <li className="menu-row">
          <span>{t('member.company')}</span>
          <strong data-testid="company-name">{p.companyName}</strong>
        </li>
        <li className="menu-row">
          <span>{t('member.role')}</span>
          <span data-testid="company-role">{t(`role.${p.role}`)}</span>
        </li>
        <li className="menu-row">
          <span>{t('member.department')}</span>
          <span>{p.department ?? t('member.ungrouped')}</span>
        </li>
        <li className="menu-row">
          <span>{t('member.count')}</span>
          <span>{p.memberCount}</span>
        </li>
        {/* The enterprise edition is bought for the company by an admin (issue 31); its seats show to every member. */}
        <li className="menu-row">
          <span>{t('member.edition')}</span>
          <span data-testid="company-edition">
            {p.edition ? t('member.enterprise', { seats: p.edition.seats, until: formatDate(p.edition.expiresAt) || t('member.noEnd') }) : t('member.standard')}
          </span>
        </li>
        {p.locked && <li className="menu-row muted">{t('member.locked')}</li>}
      </ul>
      <h3>{t('member.departments')}</h3>
      <ul className="menu">
        {deps.data?.items.map((d) => (
          <li key={d.departmentId} className="menu-row">
            <span>{d.name}</span>
            <span className="muted">{d.memberCount}</span>
          </li>
        ))}
        {deps.data && !deps.data.items.length && <li className="muted">{t('member.noDepartments')}</li>}
      </ul>
      <div className="actions-row">
        <Link className="btn btn-ghost" to={paths.addressBook}>
          {t('member.colleagues')}
        </Link>
        {p.role === 'admin' && (
          <Link className="btn btn-primary" to={paths.companyManage} data-testid="company-manage">
            {t('member.manage')}
          </Link>
        )}
      </div>
      {p.role === 'admin' && !p.edition && (
        <p className="center">
          <Link to={paths.enterprise} data-testid="company-buy-enterprise">
            {t('member.buyEnterprise')}
          </Link>
        </p>
      )}
      {p.exiting ? (
        <p className="muted center">{t('member.exiting')}</p>
      ) : last ? (
        <ConfirmButton label={t('member.dissolve')} armedLabel={t('confirm')} confirmText={t('member.dissolveHint')} onConfirm={() => dissolve.mutate(undefined)} testId="company-dissolve" />
      ) : (
        <ConfirmButton label={t('member.exit')} armedLabel={t('confirm')} onConfirm={() => exit.mutate(undefined)} testId="company-exit" />
      )}
    </section>
  );
}

function MyHandovers() {
  const { t } = useTranslation('networkCompany');
  const q = useMyHandovers();
  const refuse = useRefuseHandover();
  if (!q.data?.items.length) return null;
  return (
    <section>
      <h3>{t('handover.mine')}</h3>
      <ul className="menu">
        {q.data.items.map((h) => (
          <li key={h.handoverId} className="menu-row">
            <span>{t('handover.servedBy', { from: h.from.name, to: h.to.name })}</span>
            <Button variant="ghost" onClick={() => refuse.mutate({ handoverId: h.handoverId })}>
              {t('handover.refuse')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
