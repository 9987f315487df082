import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ZMapPointBody, type TMapPointBody } from '@card/contract';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { useContractForm } from '../../../lib/use-contract-form';
import { PlacePicker, type PickedPlace } from './PlacePicker';
import { coordsText, parseCoords } from './coords';
import './card-edit.css';

type PointValues = { name: string; address: string; province: string; city: string; lat: string; lng: string; mapImageUrl?: string };
export const EMPTY_POINT: PointValues = { name: '', address: '', province: '', city: '', lat: '', lng: '' };

/**
 * A map point: a name, a place picked with PlacePicker, and the street address, filled from the place and left
 * editable ("深南大道1号 3楼"). Without a map service the picker knows the city but not the spot: the owner writes the
 * full address (visitors' map apps search for it) and may paste coordinates copied from a map app.
 */
export function MapPointForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: PointValues;
  submitLabel: string;
  busy: boolean;
  onSubmit: (v: TMapPointBody) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['card', 'common']);
  const { values: v, setValues: setV, errors, submit } = useContractForm(ZMapPointBody, 'card.addMapPoint', initial, ({ mapImageUrl: _image, ...point }: PointValues) => onSubmit(point));
  const [coords, setCoords] = useState(coordsText(initial.lat, initial.lng));
  const located = v.lat !== '' && v.lng !== '';
  const picked: PickedPlace | null =
    v.province && v.city
      ? { address: v.address, province: v.province, city: v.city, lat: located ? Number(v.lat) : null, lng: located ? Number(v.lng) : null, mapImageUrl: v.mapImageUrl }
      : null;
  const pick = (p: PickedPlace) => {
    const [lat, lng] = [p.lat === null ? '' : String(p.lat), p.lng === null ? '' : String(p.lng)];
    setCoords(coordsText(lat, lng));
    setV((old) => ({ ...old, province: p.province, city: p.city, lat, lng, mapImageUrl: p.mapImageUrl ?? '', address: p.address }));
  };
  const typeCoords = (text: string) => {
    setCoords(text);
    setV((old) => ({ ...old, ...parseCoords(text), mapImageUrl: '' }));
  };
  // A missing place shows up as its province or city; one message under the picker says what to do.
  const placeError = errors.province || errors.city ? t('map.pickFirst') : undefined;
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="point-form">
      <Field
        label={t('fields.pointName')}
        name="name"
        value={v.name}
        placeholder={t('placeholders.pointName')}
        error={errors.name}
        onChange={(e) => setV((old) => ({ ...old, name: e.target.value }))}
      />
      <PlacePicker picked={picked} error={placeError} onPick={pick} />
      <Field
        label={t('fields.address')}
        name="address"
        value={v.address}
        error={errors.address}
        placeholder={picked && !located ? t('placeholders.addressUnplaced') : t('placeholders.address')}
        onChange={(e) => setV((old) => ({ ...old, address: e.target.value }))}
      />
      {picked && (
        <div>
          <Field
            label={t('fields.coords')}
            name="coords"
            id="f-point-coords"
            inputMode="decimal"
            autoComplete="off"
            value={coords}
            placeholder={t('placeholders.coords')}
            error={errors.lat || errors.lng}
            onChange={(e) => typeCoords(e.target.value)}
          />
          {!(errors.lat || errors.lng) && <p className="muted">{t('map.coordsHint')}</p>}
        </div>
      )}
      <Button type="submit" disabled={busy} data-testid="point-submit">
        {busy ? t('common:saving') : submitLabel}
      </Button>
      {onCancel && (
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
      )}
    </form>
  );
}
