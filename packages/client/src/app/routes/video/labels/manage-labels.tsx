import '../../../../features/video/video-labels.css';
import { useRef, useState } from 'react';
import { LIMITS, type TVideoLabel } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import {
  useAddCompanyLabel,
  useAddLabel,
  useAllLabels,
  useCompanyLabels,
  useDeleteCompanyLabel,
  useDeleteLabel,
  usePinLabel,
  useRenameLabel,
  useSortLabels,
} from '../../../../features/video/api-labels';
import { LabelsNameEditor, removeThen } from '../../../../features/video/components/LabelsVideoGrid';
import { ArrowDown, ArrowUp, Clapperboard } from 'lucide-react';
import { Icon } from '../../../../components/ui/Icon';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /microvideo/manageLabel (from the library home): my labels (add, rename, pin, sort, delete) and my company's labels. */
export default function ManageLabelsRoute() {
  const { t } = useTranslation('videoLabels');
  const all = useAllLabels();
  const company = useCompanyLabels();
  const addForm = useRef<HTMLDivElement>(null);
  const title = t('titles.manageLabels');
  if (!all.data)
    return (
      <Page title={title} backTo={paths.microVideoHome}>
        <Loading />
      </Page>
    );
  const own = all.data.filter((l) => l.scope === 'own');
  return (
    <Page title={title} backTo={paths.microVideoHome}>
      <section className="vlb-section" aria-labelledby="vlb-own">
        <h2 id="vlb-own">{t('manage.own', { count: own.length, max: LIMITS.video.ownLabelsMax })}</h2>
        <div ref={addForm}>
          <AddForm testId="vlb-add" placeholder={t('manage.addPlaceholder')} useAdd={useAddLabel} />
        </div>
        {own.length === 0 && (
          <EmptyState
            icon={Clapperboard}
            title={t('manage.empty')}
            hint={t('manage.emptyHint')}
            action={{ label: t('manage.emptyAction'), focus: addForm, testId: 'vlb-empty-action' }}
            testId="vlb-empty"
          />
        )}
        <ul className="vlb-list" data-testid="vlb-own-list">
          {own.map((l, i) => (
            <OwnLabel key={l.id} l={l} ids={own.map((x) => x.id)} index={i} />
          ))}
        </ul>
      </section>
      <section className="vlb-section" aria-labelledby="vlb-company">
        <h2 id="vlb-company">{t('manage.company')}</h2>
        <p className="muted">{t('manage.companyHint')}</p>
        <AddForm testId="vlb-company-add" placeholder={t('manage.addCompanyPlaceholder')} useAdd={useAddCompanyLabel} />
        <ul className="vlb-list" data-testid="vlb-company-list">
          {(company.data ?? []).map((l) => (
            <CompanyLabel key={l.id} l={l} />
          ))}
        </ul>
      </section>
    </Page>
  );
}

function AddForm({ testId, placeholder, useAdd }: { testId: string; placeholder: string; useAdd: typeof useAddLabel }) {
  const { t } = useTranslation('videoLabels');
  const add = useAdd();
  const [name, setName] = useState('');
  return (
    <form
      className="vlb-add"
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate(name.trim(), {
          onSuccess: () => {
            setName('');
            toast.info(t('done.added'));
          },
        });
      }}
    >
      <input
        className="vlb-input"
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={LIMITS.video.labelNameMax}
        placeholder={placeholder}
        aria-label={placeholder}
        data-testid={`${testId}-input`}
      />
      <button type="submit" className="btn btn-primary" disabled={add.isPending} data-testid={testId}>
        {t('manage.add')}
      </button>
    </form>
  );
}

function OwnLabel({ l, ids, index }: { l: TVideoLabel; ids: string[]; index: number }) {
  const { t } = useTranslation('videoLabels');
  const [editing, setEditing] = useState(false);
  const rename = useRenameLabel();
  const pin = usePinLabel();
  const sort = useSortLabels();
  const del = useDeleteLabel();
  const busy = rename.isPending || pin.isPending || sort.isPending;
  const move = (by: -1 | 1) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    sort.mutate(next);
  };
  return (
    <li data-testid="vlb-own-label" data-label-id={l.id}>
      {editing ? (
        <LabelsNameEditor
          name={l.name}
          max={LIMITS.video.labelNameMax}
          label={t('manage.rename')}
          busy={busy}
          onCancel={() => setEditing(false)}
          onSave={(name) =>
            rename.mutate(
              { id: l.id, name },
              {
                onSuccess: () => {
                  setEditing(false);
                  toast.info(t('done.renamed'));
                },
              },
            )
          }
        />
      ) : (
        <>
          <span className="vlb-name" data-testid="vlb-label-name">
            {l.name}
          </span>
          {l.top && (
            <span className="vlb-pin" data-testid="vlb-pinned">
              {t('manage.pinned')}
            </span>
          )}
          <span className="vlb-count">{t('manage.videos', { count: l.videoCount })}</span>
        </>
      )}
      {!editing && (
        <button type="button" className="btn btn-ghost" onClick={() => setEditing(true)} data-testid="vlb-rename">
          {t('manage.rename')}
        </button>
      )}
      <button
        type="button"
        className="btn btn-ghost"
        disabled={busy}
        data-testid="vlb-pin"
        onClick={() => pin.mutate({ id: l.id, on: !l.top }, { onSuccess: () => toast.info(t(l.top ? 'done.unpinned' : 'done.pinned')) })}
      >
        {l.top ? t('manage.unpin') : t('manage.pin')}
      </button>
      <button type="button" className="btn btn-ghost" disabled={busy || index === 0} aria-label={t('manage.up', { name: l.name })} data-testid="vlb-up" onClick={() => move(-1)}>
        <Icon icon={ArrowUp} size="sm" />
      </button>
      <button
        type="button"
        className="btn btn-ghost"
        disabled={busy || index === ids.length - 1}
        aria-label={t('manage.down', { name: l.name })}
        data-testid="vlb-down"
        onClick={() => move(1)}
      >
        <Icon icon={ArrowDown} size="sm" />
      </button>
      <ConfirmButton
        className="btn btn-ghost"
        label={t('manage.delete')}
        armedLabel={t('manage.deleteConfirm')}
        confirmText={t('manage.deleteHint', { name: l.name })}
        disabled={del.isPending}
        testId="vlb-delete"
        onConfirm={() => void removeThen(del.mutateAsync(l.id), () => toast.info(t('done.deleted')))}
      />
    </li>
  );
}

function CompanyLabel({ l }: { l: TVideoLabel }) {
  const { t } = useTranslation('videoLabels');
  const del = useDeleteCompanyLabel();
  return (
    <li data-testid="vlb-company-label">
      <span className="vlb-name">{l.name}</span>
      <span className="vlb-count">{t('manage.videos', { count: l.videoCount })}</span>
      <ConfirmButton
        className="btn btn-ghost"
        label={t('manage.delete')}
        armedLabel={t('manage.deleteConfirm')}
        confirmText={t('manage.deleteCompanyHint', { name: l.name })}
        disabled={del.isPending}
        testId="vlb-company-delete"
        onConfirm={() => void removeThen(del.mutateAsync(l.id), () => toast.info(t('done.deleted')))}
      />
    </li>
  );
}
