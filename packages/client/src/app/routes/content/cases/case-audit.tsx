import '../../../../features/content/content-cases.css';
import { useState } from 'react';
import { Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import {
  useAppeals, useAuditCase, useAuditQueue, useComplaints, useDecideAppeal, useDecideComplaint, useWhitelist, useWhitelistAdd, useWhitelistRemove,
} from '../../../../features/content/api-cases';
import { CasesCard } from '../../../../features/content/components/CasesCard';

type Tab = 'audit' | 'complaints' | 'appeals' | 'whitelist';
const TABS: Tab[] = ['audit', 'complaints', 'appeals', 'whitelist'];

/** /designCase/auditCase (operators): the audit queue, complaints, appeals and the audit whitelist. Others see the catalogue's refusal. */
export default function CaseAuditRoute() {
  const { t } = useTranslation('contentCases');
  const [tab, setTab] = useState<Tab>('audit');
  return (
    <Page title={t('titles.audit')} backTo={paths.myCases}>
      <div className="case-bar" role="tablist">
        {TABS.map((x) => <button key={x} type="button" role="tab" aria-selected={tab === x} className={`btn ${tab === x ? 'btn-primary' : 'btn-ghost'}`} onClick={() => setTab(x)}>{t(`audit.tabs.${x}`)}</button>)}
      </div>
      {tab === 'audit' ? <AuditQueue /> : tab === 'complaints' ? <Complaints /> : tab === 'appeals' ? <Appeals /> : <Whitelist />}
    </Page>
  );
}

/** Pass, or refuse with a reason (the reason box is the one text the operator types). */
function Decide({ onDecide, passLabel, refuseLabel, busy }: { onDecide: (pass: boolean, reason: string) => void; passLabel: string; refuseLabel: string; busy: boolean }) {
  const { t } = useTranslation('contentCases');
  const [reason, setReason] = useState('');
  return (
    <div className="case-actions">
      <input className="case-select-input" aria-label={t('audit.reason')} placeholder={t('audit.reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
      <Button type="button" disabled={busy} onClick={() => onDecide(true, reason)}>{passLabel}</Button>
      <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => onDecide(false, reason)}>{refuseLabel}</button>
    </div>
  );
}

function Problem({ error }: { error: Error | null }) {
  return error ? <p className="result muted" role="alert">{error.message}</p> : null;
}

function AuditQueue() {
  const { t } = useTranslation('contentCases');
  const q = useAuditQueue();
  const audit = useAuditCase();
  const rows = rowsOf(q.data);
  return (
    <>
      <Problem error={q.error} />
      {q.data && rows.length === 0 && <p className="result muted">{t('audit.empty')}</p>}
      <ul className="case-list">{rows.map((c) => (
        <li key={c.id} className="case-item"><CasesCard c={c} showState /><p className="muted">{c.owner.name}</p>
          <Decide busy={audit.isPending} passLabel={t('audit.pass')} refuseLabel={t('audit.refuse')} onDecide={(pass, reason) => audit.mutate({ id: c.id, pass, reason })} />
        </li>))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </>
  );
}

function Complaints() {
  const { t } = useTranslation('contentCases');
  const q = useComplaints();
  const decide = useDecideComplaint();
  const rows = rowsOf(q.data);
  return (
    <>
      <Problem error={q.error} />
      {q.data && rows.length === 0 && <p className="result muted">{t('audit.empty')}</p>}
      <ul className="case-list">{rows.map((cp) => (
        <li key={cp.id} className="case-item"><CasesCard c={cp.case} showState />
          <p>{t(`reasons.${cp.reason}`)}：{cp.text} <span className="muted">— {cp.reporter.name}</span></p>
          <Decide busy={decide.isPending} passLabel={t('audit.uphold')} refuseLabel={t('audit.reject')} onDecide={(pass, reason) => decide.mutate({ id: cp.id, pass, reason })} />
        </li>))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </>
  );
}

function Appeals() {
  const { t } = useTranslation('contentCases');
  const q = useAppeals();
  const decide = useDecideAppeal();
  const rows = rowsOf(q.data);
  return (
    <>
      <Problem error={q.error} />
      {q.data && rows.length === 0 && <p className="result muted">{t('audit.empty')}</p>}
      <ul className="case-list">{rows.map((ap) => (
        <li key={ap.id} className="case-item"><CasesCard c={ap.case} showState />
          <p className="case-reason">{t('forbidden.reason', { reason: ap.case.forbiddenReason || '—' })}</p><p>{ap.text}</p>
          <Decide busy={decide.isPending} passLabel={t('audit.accept')} refuseLabel={t('audit.refuse')} onDecide={(pass, reason) => decide.mutate({ id: ap.id, pass, reason })} />
        </li>))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </>
  );
}

function Whitelist() {
  const { t } = useTranslation('contentCases');
  const q = useWhitelist();
  const add = useWhitelistAdd();
  const remove = useWhitelistRemove();
  const [who, setWho] = useState('');
  const rows = rowsOf(q.data);
  return (
    <>
      <Problem error={q.error} />
      <form className="case-actions" noValidate onSubmit={(e) => { e.preventDefault(); add.mutate(who.trim(), { onSuccess: () => setWho('') }); }}>
        <input className="case-select-input" aria-label={t('audit.whoLabel')} placeholder={t('audit.whoLabel')} value={who} onChange={(e) => setWho(e.target.value)} />
        <Button type="submit" disabled={add.isPending}>{t('audit.add')}</Button>
      </form>
      <ul className="case-list">{rows.map((w) => (
        <li key={w.person.phoneIdEcr} className="case-item case-actions"><strong>{w.person.name}</strong>
          <button type="button" className="btn btn-ghost" disabled={remove.isPending} onClick={() => remove.mutate(w.person.phoneIdEcr)}>{t('audit.remove')}</button>
        </li>))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </>
  );
}
