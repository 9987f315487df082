import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { LIMITS, type TLinkSet } from '@card/contract';
import { Page, Loading } from '../../../components/layouts/Page';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { moved, useAddLinkSet, useDeleteLinkSet, useLinkSets, useRenameLinkSet, useSortLinkSets } from '../../../features/links/api';
import { LinkSetForm } from '../../../features/links/components/LinkSetForm';
import { RowActions } from '../../../features/links/components/RowActions';
import '../../../features/links/links.css';
import { RowChevron } from '../../../components/ui/Icon';
import { Link2 } from 'lucide-react';
import { EmptyState, focusFirstField } from '../../../components/ui/EmptyState';

/** The owner's link sets: add, rename, move up or down, delete (with its links); a tap opens a set's links. */
export default function LinkSetsRoute() {
  const { t } = useTranslation(['links', 'common']);
  const addForm = useRef<HTMLElement>(null);
  const sets = useLinkSets();
  const add = useAddLinkSet();
  const rename = useRenameLinkSet();
  const sort = useSortLinkSets();
  const remove = useDeleteLinkSet();
  const [editing, setEditing] = useState<string | null>(null);
  if (!sets.data)
    return (
      <Page title={t('titles.linkSets')}>
        <Loading />
      </Page>
    );
  const list = sets.data;

  const row = (s: TLinkSet, i: number) =>
    editing === s.id ? (
      <li key={s.id} className="links-item">
        <LinkSetForm
          initial={s.name}
          submitLabel={t('common:save')}
          busy={rename.isPending}
          onCancel={() => setEditing(null)}
          onSubmit={async (name) => {
            await rename.mutateAsync({ id: s.id, name });
            setEditing(null);
            toast.info(t('saved'));
          }}
        />
      </li>
    ) : (
      <li key={s.id} className="links-item" data-testid="set-row">
        <Link to={paths.linkSet(s.id)} className="links-head" data-testid="set-open">
          <span className="links-name">{s.name}</span>
          <span className="links-meta">{t('sets.linkCount', { count: s.linkCount })}</span>
          <RowChevron />
        </Link>
        <RowActions
          testId="set"
          editLabel={t('actions.rename')}
          first={i === 0}
          last={i === list.length - 1}
          deleteLabel={s.linkCount ? t('sets.deleteWithLinks', { count: s.linkCount }) : t('actions.delete')}
          busy={sort.isPending || remove.isPending}
          onEdit={() => setEditing(s.id)}
          onMove={(by) =>
            sort.mutate(
              moved(
                list.map((x) => x.id),
                i,
                by,
              ),
            )
          }
          onDelete={() => remove.mutate(s.id, { onSuccess: () => toast.info(t('deleted')) })}
        />
      </li>
    );

  return (
    <Page title={t('titles.linkSets')}>
      <p className="muted links-intro">{t('intro')}</p>
      <p className="muted links-count" data-testid="set-count">
        {t('sets.count', { count: list.length, max: LIMITS.links.setsMax })}
      </p>
      {list.length ? (
        <ul className="links-list">{list.map(row)}</ul>
      ) : (
        <EmptyState
          icon={Link2}
          title={t('sets.empty')}
          hint={t('sets.emptyHint')}
          testId="sets-empty"
          action={list.length < LIMITS.links.setsMax ? { label: t('sets.emptyAction'), onClick: () => focusFirstField(addForm.current), testId: 'sets-empty-action' } : undefined}
        />
      )}
      <section className="links-panel" ref={addForm}>
        {list.length < LIMITS.links.setsMax ? (
          <>
            <h3 className="section-title">{t('sets.add')}</h3>
            <LinkSetForm
              initial=""
              submitLabel={t('sets.add')}
              busy={add.isPending}
              onSubmit={async (name) => {
                await add.mutateAsync(name);
                toast.info(t('saved'));
              }}
            />
          </>
        ) : (
          <p className="muted" data-testid="sets-full">
            {t('sets.full', { max: LIMITS.links.setsMax })}
          </p>
        )}
      </section>
    </Page>
  );
}
