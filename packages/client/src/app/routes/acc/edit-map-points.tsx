import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { placeLine, type TNavPoint } from '@card/contract';
import { Page, Loading } from '../../../components/layouts/Page';
import { toast } from '../../../lib/toast';
import { useAddPoint, useDeletePoint, usePoints, useSetNavigation, useUpdatePoint } from '../../../features/card/style-api';
import { EMPTY_POINT, MapPointForm } from '../../../features/card/components/MapPointForm';
import { ConfirmButton } from '../../../features/card/components/ConfirmButton';
import '../../../features/card/components/card-edit.css';
import { MapPin } from 'lucide-react';
import { EmptyState, focusFirstField } from '../../../components/ui/EmptyState';

/** Map points (the spec's /themes/mapPointList): add, edit, delete, and choose the card's navigation point. */
export default function EditMapPointsRoute() {
  const { t } = useTranslation(['card', 'common']);
  const points = usePoints();
  const add = useAddPoint();
  const update = useUpdatePoint();
  const remove = useDeletePoint();
  const setNav = useSetNavigation();
  const [editing, setEditing] = useState<string | null>(null);
  // The empty list's first action brings the add form below into view (EmptyState).
  const addForm = useRef<HTMLElement>(null);
  if (!points.data)
    return (
      <Page title={t('titles.mapPoints')}>
        <Loading />
      </Page>
    );
  const { points: list, navPointId } = points.data;

  const row = (p: TNavPoint) =>
    editing === p.id ? (
      <li key={p.id} className="row-item">
        <MapPointForm
          initial={{ ...p, lat: p.lat === null ? '' : String(p.lat), lng: p.lng === null ? '' : String(p.lng) }}
          submitLabel={t('common:save')}
          busy={update.isPending}
          onSubmit={async (v) => {
            await update.mutateAsync({ id: p.id, ...v });
            setEditing(null);
            toast.info(t('saved'));
          }}
          onCancel={() => setEditing(null)}
        />
      </li>
    ) : (
      <li key={p.id} className="row-item" data-testid="point-row">
        <div className="row-item-head">
          <span className="row-item-title">{p.name}</span>
          {p.id === navPointId && (
            <span className="nav-badge" data-testid="nav-badge">
              {t('map.isNav')}
            </span>
          )}
        </div>
        <p className="row-item-body">{placeLine(p.province, p.city, p.address)}</p>
        <div className="row-actions">
          {p.id === navPointId ? (
            <button type="button" className="link-btn" disabled={setNav.isPending} onClick={() => setNav.mutate('')}>
              {t('map.clearNav')}
            </button>
          ) : (
            <button
              type="button"
              className="link-btn"
              disabled={setNav.isPending}
              data-testid="point-set-nav"
              onClick={() => setNav.mutate(p.id, { onSuccess: () => toast.info(t('saved')) })}
            >
              {t('map.setNav')}
            </button>
          )}
          <button type="button" className="link-btn" onClick={() => setEditing(p.id)}>
            {t('list.edit')}
          </button>
          <ConfirmButton label={t('list.delete')} testId="point-delete" disabled={remove.isPending} onConfirm={() => remove.mutate(p.id)} />
        </div>
      </li>
    );

  return (
    <Page title={t('titles.mapPoints')}>
      <p className="muted" data-testid="nav-explain">
        {t('map.navExplain')}
      </p>
      {list.length ? (
        <ul className="row-list">{list.map(row)}</ul>
      ) : (
        <EmptyState
          icon={MapPin}
          title={t('map.empty')}
          hint={t('map.emptyHint')}
          action={{ label: t('map.add'), onClick: () => focusFirstField(addForm.current), testId: 'map-empty-action' }}
        />
      )}
      <section className="panel" ref={addForm}>
        <h3 className="section-title">{t('map.add')}</h3>
        <MapPointForm
          initial={EMPTY_POINT}
          submitLabel={t('map.add')}
          busy={add.isPending}
          onSubmit={async (v) => {
            await add.mutateAsync(v);
            toast.info(navPointId ? t('saved') : t('map.addedSetNav'));
          }}
        />
      </section>
    </Page>
  );
}
