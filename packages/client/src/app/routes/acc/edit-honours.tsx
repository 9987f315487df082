import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { LIMITS, type THonour } from '@card/contract';
import { Page, Loading } from '../../../components/layouts/Page';
import { toast } from '../../../lib/toast';
import { useAddHonour, useDeleteHonour, useHonours, useUpdateHonour } from '../../../features/card/lists-api';
import { HonourForm } from '../../../features/card/components/HonourForm';
import { ConfirmButton } from '../../../features/card/components/ConfirmButton';
import '../../../features/card/components/card-edit.css';
import { Award } from 'lucide-react';
import { EmptyState, focusFirstField } from '../../../components/ui/EmptyState';

/** Honours (the spec's mpAddHonor): add, edit and delete. */
export default function EditHonoursRoute() {
  const { t } = useTranslation(['card', 'common']);
  const honours = useHonours();
  const add = useAddHonour();
  const update = useUpdateHonour();
  const remove = useDeleteHonour();
  const [editing, setEditing] = useState<string | null>(null);
  // The empty list's first action brings the add form below into view (EmptyState).
  const addForm = useRef<HTMLElement>(null);
  if (!honours.data)
    return (
      <Page title={t('titles.editHonours')}>
        <Loading />
      </Page>
    );
  const list = honours.data;

  const row = (h: THonour) =>
    editing === h.id ? (
      <li key={h.id} className="row-item">
        <HonourForm
          initial={{ title: h.title, content: h.content, awardedOn: h.awardedOn }}
          submitLabel={t('common:save')}
          busy={update.isPending}
          onSubmit={async (v) => {
            await update.mutateAsync({ id: h.id, ...v });
            setEditing(null);
            toast.info(t('saved'));
          }}
          onCancel={() => setEditing(null)}
        />
      </li>
    ) : (
      <li key={h.id} className="row-item" data-testid="honour-row">
        <div className="row-item-head">
          <span className="row-item-title">{h.title}</span>
          {h.awardedOn && <span className="muted">{h.awardedOn}</span>}
        </div>
        {h.content && <p className="row-item-body">{h.content}</p>}
        <div className="row-actions">
          <button type="button" className="link-btn" onClick={() => setEditing(h.id)} data-testid="honour-edit">
            {t('list.edit')}
          </button>
          <ConfirmButton label={t('list.delete')} testId="honour-delete" disabled={remove.isPending} onConfirm={() => remove.mutate(h.id)} />
        </div>
      </li>
    );

  return (
    <Page title={t('titles.editHonours')}>
      <p className="muted">{t('list.count', { count: list.length, max: LIMITS.card.honoursMax })}</p>
      {list.length ? (
        <ul className="row-list">{list.map(row)}</ul>
      ) : (
        <EmptyState
          icon={Award}
          title={t('honours.empty')}
          hint={t('honours.emptyHint')}
          action={{ label: t('honours.add'), onClick: () => focusFirstField(addForm.current), testId: 'honour-empty-action' }}
        />
      )}
      {list.length < LIMITS.card.honoursMax && (
        <section className="panel" ref={addForm}>
          <h3 className="section-title">{t('honours.add')}</h3>
          <HonourForm
            initial={{ title: '', content: '', awardedOn: '' }}
            submitLabel={t('honours.add')}
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
