import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { LIMITS, type TCardColumn } from '@card/contract';
import { Page, Loading } from '../../../components/layouts/Page';
import { toast } from '../../../lib/toast';
import { useAddColumn, useColumns, useDeleteColumn, useSortColumns, useUpdateColumn } from '../../../features/card/lists-api';
import { ColumnForm } from '../../../features/card/components/ColumnForm';
import { ConfirmButton } from '../../../features/card/components/ConfirmButton';
import '../../../features/card/components/card-edit.css';
import { Columns3 } from 'lucide-react';
import { EmptyState, focusFirstField } from '../../../components/ui/EmptyState';

/** Custom columns (the spec's userColumnMore): add, edit, move up or down, delete. */
export default function EditColumnsRoute() {
  const { t } = useTranslation(['card', 'common']);
  const columns = useColumns();
  const add = useAddColumn();
  const update = useUpdateColumn();
  const sort = useSortColumns();
  const remove = useDeleteColumn();
  const [editing, setEditing] = useState<string | null>(null);
  // The empty list's first action brings the add form below into view (EmptyState).
  const addForm = useRef<HTMLElement>(null);
  if (!columns.data)
    return (
      <Page title={t('titles.editColumns')}>
        <Loading />
      </Page>
    );
  const list = columns.data;

  const move = (i: number, by: -1 | 1) => {
    const ids = list.map((c) => c.id);
    [ids[i], ids[i + by]] = [ids[i + by], ids[i]];
    sort.mutate(ids);
  };
  const row = (c: TCardColumn, i: number) =>
    editing === c.id ? (
      <li key={c.id} className="row-item">
        <ColumnForm
          initial={{ name: c.name, content: c.content }}
          submitLabel={t('common:save')}
          busy={update.isPending}
          onSubmit={async (v) => {
            await update.mutateAsync({ id: c.id, ...v });
            setEditing(null);
            toast.info(t('saved'));
          }}
          onCancel={() => setEditing(null)}
        />
      </li>
    ) : (
      <li key={c.id} className="row-item" data-testid="column-row">
        <div className="row-item-head">
          <span className="row-item-title">{c.name}</span>
        </div>
        {c.content && <p className="row-item-body">{c.content}</p>}
        <div className="row-actions">
          <button type="button" className="link-btn" onClick={() => setEditing(c.id)} data-testid="column-edit">
            {t('list.edit')}
          </button>
          <button type="button" className="link-btn" disabled={i === 0 || sort.isPending} onClick={() => move(i, -1)} data-testid="column-up">
            {t('list.up')}
          </button>
          <button type="button" className="link-btn" disabled={i === list.length - 1 || sort.isPending} onClick={() => move(i, 1)} data-testid="column-down">
            {t('list.down')}
          </button>
          <ConfirmButton label={t('list.delete')} testId="column-delete" disabled={remove.isPending} onConfirm={() => remove.mutate(c.id)} />
        </div>
      </li>
    );

  return (
    <Page title={t('titles.editColumns')}>
      <p className="muted">{t('list.count', { count: list.length, max: LIMITS.card.columnsMax })}</p>
      {list.length ? (
        <ul className="row-list">{list.map(row)}</ul>
      ) : (
        <EmptyState
          icon={Columns3}
          title={t('columns.empty')}
          hint={t('columns.emptyHint')}
          action={{ label: t('columns.add'), onClick: () => focusFirstField(addForm.current), testId: 'column-empty-action' }}
        />
      )}
      {list.length < LIMITS.card.columnsMax && (
        <section className="panel" ref={addForm}>
          <h3 className="section-title">{t('columns.add')}</h3>
          <ColumnForm
            initial={{ name: '', content: '' }}
            submitLabel={t('columns.add')}
            busy={add.isPending}
            onSubmit={async (v) => {
              await add.mutateAsync(v);
              toast.info(t('saved'));
            }}
          />
        </section>
      )}
    </Page>
  );
}
