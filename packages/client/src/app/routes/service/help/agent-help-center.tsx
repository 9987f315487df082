import { useState } from 'react';
import { Link } from 'react-router';
import { HELP_KINDS, type HelpKind, type THelpArticleAdmin } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useAgentArticles, useHideArticle } from '../../../../features/service/help/api';
import { AgentArticleForm } from '../../../../features/service/help/components/AgentArticleForm';
import '../../../../features/service/help/help.css';
import { OptionSheet } from '../../../../components/ui/OptionSheet';
import { Headset } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/**
 * /customer/service/helpCenter (agents; customer home 帮助中心管理): every article, hidden ones too, paged; add and
 * edit in a form above the list; hide and show again (hiding takes it out of lists and search; nothing is deleted,
 * so it asks no confirmation).
 */
export default function AgentHelpCenterRoute() {
  const { t } = useTranslation('serviceHelp');
  const [kind, setKind] = useState<HelpKind | ''>('');
  const q = useAgentArticles(kind);
  const hide = useHideArticle();
  const [editing, setEditing] = useState<THelpArticleAdmin | 'new' | null>(null);
  const items = rowsOf(q.data);
  const toggle = (a: THelpArticleAdmin) => hide.mutate({ id: a.id, hidden: !a.hidden }, { onSuccess: (r) => toast.info(t(r.hidden ? 'agent.hiddenDone' : 'agent.shownDone')) });
  return (
    <Page title={t('titles.agentHelpCenter')} backTo={paths.customerHome}>
      {editing ? (
        <AgentArticleForm
          key={editing === 'new' ? 'new' : editing.id}
          article={editing === 'new' ? undefined : editing}
          onDone={() => {
            setEditing(null);
            window.scrollTo(0, 0);
          }}
        />
      ) : (
        <Button type="button" onClick={() => setEditing('new')} disabled={!q.data} data-testid="help-add">
          {t('agent.add')}
        </Button>
      )}
      <OptionSheet<HelpKind | ''>
        label={t('agent.filter')}
        value={kind}
        onChange={setKind}
        testId="help-kind-filter"
        options={[{ value: '', label: t('agent.allKinds') }, ...HELP_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))]}
      />
      {q.isPending && <Loading />}
      {q.isError && (
        <p className="result muted" role="alert" data-testid="help-agent-error">
          {q.error.message}
        </p>
      )}
      {q.data && items.length === 0 && <EmptyState icon={Headset} title={t('list.empty')} hint={t('list.emptyHint')} />}
      {q.data && <p className="hc-count muted">{t('agent.total', { count: q.data.pages[0]?.total ?? items.length })}</p>}
      <ul className="hc-list" data-testid="help-agent-list">
        {items.map((a) => (
          <li key={a.id} className={`hc-admin-row${a.hidden ? ' hc-hidden' : ''}`} data-testid="help-agent-row" data-id={a.id}>
            <div className="hc-row-text">
              <span className="hc-row-title">{a.title}</span>
              <span className="hc-row-meta">
                <span>{t(`kinds.${a.kind}`)}</span>
                {a.category && <span>{a.category}</span>}
                <span>{t('agent.sort', { sort: a.sort })}</span>
                <span>{t('views', { count: a.views })}</span>
                {a.hidden && (
                  <span className="hc-badge" data-testid="help-hidden-badge">
                    {t('agent.hidden')}
                  </span>
                )}
              </span>
            </div>
            <div className="hc-admin-actions">
              {!a.hidden && (
                <Link className="hc-action" to={paths.helpDetail(a.id)}>
                  {t('agent.view')}
                </Link>
              )}
              <button
                type="button"
                className="hc-action"
                onClick={() => {
                  setEditing(a);
                  window.scrollTo(0, 0);
                }}
                data-testid="help-edit"
              >
                {t('agent.edit')}
              </button>
              <button type="button" className="hc-action" disabled={hide.isPending} onClick={() => toggle(a)} data-testid="help-toggle">
                {t(a.hidden ? 'agent.show' : 'agent.hide')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}
