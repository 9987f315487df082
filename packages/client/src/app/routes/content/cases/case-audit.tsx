import '../../../../features/content/content-cases.css';
import { useState } from 'react';
import { Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useWhitelist, useWhitelistAdd, useWhitelistRemove } from '../../../../features/content/api-cases';

/**
 * /designCase/auditCase (operators): the audit whitelist. The queues that were here (new cases, complaints,
 * appeals) live in the operator console with every other review queue (issue 32); the server refuses others.
 */
export default function CaseAuditRoute() {
  const { t } = useTranslation('contentCases');
  return (
    <Page title={t('audit.tabs.whitelist')} backTo={paths.operatorTab('case')}>
      <Whitelist />
    </Page>
  );
}

function Problem({ error }: { error: Error | null }) {
  return error ? (
    <p className="result muted" role="alert">
      {error.message}
    </p>
  ) : null;
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
      <form
        className="case-actions"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate(who.trim(), { onSuccess: () => setWho('') });
        }}
      >
        <input className="case-select-input" aria-label={t('audit.whoLabel')} placeholder={t('audit.whoLabel')} value={who} onChange={(e) => setWho(e.target.value)} />
        <Button type="submit" disabled={add.isPending}>
          {t('audit.add')}
        </Button>
      </form>
      <ul className="case-list">
        {rows.map((w) => (
          <li key={w.person.phoneIdEcr} className="case-item case-actions">
            <strong>{w.person.name}</strong>
            <button type="button" className="btn btn-ghost" disabled={remove.isPending} onClick={() => remove.mutate(w.person.phoneIdEcr)}>
              {t('audit.remove')}
            </button>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </>
  );
}
