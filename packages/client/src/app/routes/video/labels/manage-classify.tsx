import '../../../../features/video/video-labels.css';
import { useRef, useState } from 'react';
import { LIMITS, type TVideoType } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useAddType, useDeleteType, useRenameType, useSortTypes, useTypes } from '../../../../features/video/api-labels';
import { LabelsNameEditor, removeThen } from '../../../../features/video/components/LabelsVideoGrid';
import { ArrowDown, ArrowUp, Clapperboard } from 'lucide-react';
import { Icon } from '../../../../components/ui/Icon';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /microvideo/manageClassify (from the library home): my video classes: add, rename, sort, delete. */
export default function ManageClassifyRoute() {
  const { t } = useTranslation('videoLabels');
  const types = useTypes();
  const add = useAddType();
  const [name, setName] = useState('');
  const addForm = useRef<HTMLFormElement>(null);
  const title = t('titles.manageClassify');
  if (!types.data)
    return (
      <Page title={title} backTo={paths.microVideoHome}>
        <Loading />
      </Page>
    );
  const list = types.data;
  return (
    <Page title={title} backTo={paths.microVideoHome}>
      <p className="muted">{t('classify.count', { count: list.length, max: LIMITS.video.typesMax })}</p>
      <form
        className="vlb-add"
        ref={addForm}
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
          maxLength={LIMITS.video.typeNameMax}
          placeholder={t('classify.addPlaceholder')}
          aria-label={t('classify.addPlaceholder')}
          data-testid="vlb-type-add-input"
        />
        <button type="submit" className="btn btn-primary" disabled={add.isPending} data-testid="vlb-type-add">
          {t('manage.add')}
        </button>
      </form>
      {list.length === 0 && (
        <EmptyState
          icon={Clapperboard}
          title={t('classify.empty')}
          hint={t('classify.emptyHint')}
          action={{ label: t('classify.emptyAction'), focus: addForm, testId: 'vlb-type-empty-action' }}
          testId="vlb-type-empty"
        />
      )}
      <ul className="vlb-list" data-testid="vlb-type-list">
        {list.map((ty, i) => (
          <TypeRow key={ty.id} ty={ty} ids={list.map((x) => x.id)} index={i} />
        ))}
      </ul>
    </Page>
  );
}

function TypeRow({ ty, ids, index }: { ty: TVideoType; ids: string[]; index: number }) {
  const { t } = useTranslation('videoLabels');
  const [editing, setEditing] = useState(false);
  const rename = useRenameType();
  const sort = useSortTypes();
  const del = useDeleteType();
  const move = (by: -1 | 1) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    sort.mutate(next);
  };
  return (
    <li data-testid="vlb-type" data-type-id={ty.id}>
      {editing ? (
        <LabelsNameEditor
          name={ty.name}
          max={LIMITS.video.typeNameMax}
          label={t('manage.rename')}
          busy={rename.isPending}
          onCancel={() => setEditing(false)}
          onSave={(name) =>
            rename.mutate(
              { id: ty.id, name },
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
          <span className="vlb-name" data-testid="vlb-type-name">
            {ty.name}
          </span>
          <span className="vlb-count">{t('manage.videos', { count: ty.videoCount })}</span>
          <button type="button" className="btn btn-ghost" onClick={() => setEditing(true)} data-testid="vlb-type-rename">
            {t('manage.rename')}
          </button>
        </>
      )}
      <button type="button" className="btn btn-ghost" disabled={sort.isPending || index === 0} aria-label={t('manage.up', { name: ty.name })} onClick={() => move(-1)}>
        <Icon icon={ArrowUp} size="sm" />
      </button>
      <button type="button" className="btn btn-ghost" disabled={sort.isPending || index === ids.length - 1} aria-label={t('manage.down', { name: ty.name })} onClick={() => move(1)}>
        <Icon icon={ArrowDown} size="sm" />
      </button>
      <ConfirmButton
        className="btn btn-ghost"
        label={t('manage.delete')}
        armedLabel={t('manage.deleteConfirm')}
        confirmText={t('classify.deleteHint', { name: ty.name })}
        disabled={del.isPending}
        testId="vlb-type-delete"
        onConfirm={() => void removeThen(del.mutateAsync(ty.id), () => toast.info(t('done.deleted')))}
      />
    </li>
  );
}
