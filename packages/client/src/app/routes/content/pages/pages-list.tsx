import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LIMITS, PAGE_KINDS, type PageKind, type TMicroPageSummary } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useAddPage, useDeletePage, useMyPages, useRenamePage } from '../../../../features/content/api-pages';
import '../../../../features/content/content-pages.css';
import { LayoutTemplate } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Tabs } from '../../../../components/ui/Tabs';

/** /acc/acc_home_edit: my micro pages and V-Leaflets (state, views, leads), create, rename, delete. */
export default function PagesListRoute() {
  const { t } = useTranslation('contentPages');
  const q = useMyPages();
  const rows = rowsOf(q.data);
  const unread = q.data?.pages[0]?.unreadLeads ?? 0;
  const createForm = useRef<HTMLDivElement>(null);
  return (
    <Page title={t('titles.list')} backTo={paths.userCentre}>
      <p className="muted pages-intro">{t('list.intro')}</p>
      <div ref={createForm}>
        <CreateForm />
      </div>
      {unread > 0 && (
        <p className="pages-unread" data-testid="pages-unread-all">
          {t('list.unreadAll', { count: unread })}
        </p>
      )}
      {q.isError ? (
        <p className="result muted">{q.error.message}</p>
      ) : !q.data ? (
        <Loading />
      ) : (
        <ul className="menu" data-testid="pages-list">
          {rows.length === 0 && (
            <EmptyState
              icon={LayoutTemplate}
              title={t('list.empty')}
              hint={t('list.emptyHint')}
              action={{ label: t('list.emptyAction'), focus: createForm, testId: 'pages-empty-action' }}
              as="li"
            />
          )}
          {rows.map((p) => (
            <Row key={p.id} p={p} />
          ))}
        </ul>
      )}
      <LoadMore hasMore={q.hasNextPage} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

function CreateForm() {
  const { t } = useTranslation('contentPages');
  const add = useAddPage();
  const nav = useNavigate();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<PageKind>('page');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      { title, kind },
      {
        onSuccess: (p) => {
          toast.info(t('create.created'));
          void nav(paths.microPageEdit(p.id));
        },
      },
    );
  };
  return (
    <form className="pages-create" onSubmit={submit} aria-label={t('create.title')}>
      <div className="field">
        <label htmlFor="page-title">{t('create.name')}</label>
        <input
          id="page-title"
          data-testid="pages-new-title"
          value={title}
          maxLength={LIMITS.content.pageTitleMax}
          placeholder={t('create.namePlaceholder')}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <Tabs variant="chips" label={t('create.kind')} value={kind} onChange={setKind} options={PAGE_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`), testId: `pages-kind-${k}` }))} />
      <Button type="submit" data-testid="pages-create" disabled={add.isPending}>
        {t('create.submit')}
      </Button>
    </form>
  );
}

function Row({ p }: { p: TMicroPageSummary }) {
  const { t } = useTranslation('contentPages');
  const rename = useRenamePage();
  const del = useDeletePage();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(p.title);
  return (
    <li className="pages-row" data-testid="pages-row">
      <Link className="pages-row-main" to={paths.microPageEdit(p.id)} data-testid="pages-open">
        <strong>{p.title}</strong>
        <span className="muted">
          {t(`kind.${p.kind}`)} · <span className={`pages-state pages-state-${p.state}`}>{t(`state.${p.state}`)}</span>
        </span>
        <span className="muted">
          {t('list.views', { count: p.views })} · {t('list.leads', { count: p.leads })}
          {p.unreadLeads > 0 && (
            <>
              {' '}
              ·{' '}
              <span className="pages-badge" data-testid="pages-row-unread">
                {t('list.unread', { count: p.unreadLeads })}
              </span>
            </>
          )}
        </span>
      </Link>
      <div className="pages-row-actions">
        <Link className="link-btn" to={paths.microPageLeads(p.id)} data-testid="pages-leads-link">
          {t('list.openLeads')}
        </Link>
        <button type="button" className="link-btn" onClick={() => setEditing(!editing)}>
          {t('list.rename')}
        </button>
        <ConfirmButton
          label={t('list.delete')}
          armedLabel={t('list.deleteArmed')}
          confirmText={t('list.deleteText')}
          onConfirm={() => del.mutate(p.id, { onSuccess: () => toast.info(t('list.deleted')) })}
        />
      </div>
      {editing && (
        <form
          className="pages-rename"
          onSubmit={(e) => {
            e.preventDefault();
            rename.mutate(
              { id: p.id, title },
              {
                onSuccess: () => {
                  setEditing(false);
                  toast.info(t('list.renamed'));
                },
              },
            );
          }}
        >
          <input aria-label={t('create.name')} value={title} maxLength={LIMITS.content.pageTitleMax} onChange={(e) => setTitle(e.target.value)} />
          <Button type="submit" disabled={rename.isPending}>
            {t('list.rename')}
          </Button>
        </form>
      )}
    </li>
  );
}
