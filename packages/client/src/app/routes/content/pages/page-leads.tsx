import { useParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { usePageLeads, useReadLead } from '../../../../features/content/api-pages';
import '../../../../features/content/content-pages.css';
import { formatDateTime } from '../../../../lib/datetime';
import { LayoutTemplate } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /acc/acc_home_edit/:id/leads: what visitors sent through the page's forms, newest first; mark read. */
export default function PageLeadsRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('contentPages');
  const q = usePageLeads(id);
  const read = useReadLead();
  const rows = rowsOf(q.data);
  const back = paths.microPageEdit(id);
  if (q.isError)
    return (
      <Page title={t('titles.leads')} backTo={paths.microPages}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.leads')} backTo={back}>
        <Loading />
      </Page>
    );
  return (
    <Page title={`${t('titles.leads')} · ${rows[0]?.pageTitle ?? ''}`} backTo={back}>
      <ul className="menu" data-testid="pages-leads">
        {rows.length === 0 && <EmptyState icon={LayoutTemplate} title={t('leads.empty')} hint={t('leads.emptyHint')} as="li" />}
        {rows.map((l) => (
          <li key={l.id} className={`pages-lead${l.read ? '' : ' unread'}`} data-testid="pages-lead">
            {!l.read && <span className="pages-badge">{t('leads.unread')}</span>}
            <dl>
              {l.answers.map((a, i) => (
                <div key={i} className="pages-answer">
                  <dt>{a.label}</dt>
                  <dd>{a.value || '—'}</dd>
                </div>
              ))}
            </dl>
            <p className="muted">{t('leads.consent', { text: l.consent })}</p>
            <p className="muted">{t('leads.at', { at: formatDateTime(l.createdAt) })}</p>
            {!l.read && (
              <button type="button" className="link-btn" data-testid="pages-lead-read" onClick={() => read.mutate(l.id, { onSuccess: () => toast.info(t('leads.readDone')) })}>
                {t('leads.read')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <LoadMore hasMore={q.hasNextPage} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}
