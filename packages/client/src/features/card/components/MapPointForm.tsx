import { useTranslation } from '../../../lib/i18n';
import { ZMapPointBody, type TMapPointBody } from '@card/contract';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { useContractForm } from '../../../lib/use-contract-form';
import { PlacePicker, type PickedPlace } from './PlacePicker';
import './card-edit.css';

type PointValues = { name: string; address: string; province: string; city: string; lat: string; lng: string; mapImageUrl?: string };
export const EMPTY_POINT: PointValues = { name: '', address: '', province: '', city: '', lat: '', lng: '' };

/**
 * A map point: a name, a place picked with PlacePicker (the coordinates travel on the wire but are never typed),
 * and the street address, filled from the place and left editable ("深南大道1号 3楼").
 */
export function MapPointForm({ initial, submitLabel, busy, onSubmit, onCancel }: {
  initial: PointValues; submitLabel: string; busy: boolean; onSubmit: (v: TMapPointBody) => Promise<unknown>; onCancel?: () => void;
}) {
  const { t } = useTranslation(['card', 'common']);
  const { values: v, setValues: setV, errors, submit } = useContractForm(ZMapPointBody, 'card.addMapPoint', initial,
    ({ mapImageUrl: _image, ...point }: PointValues) => onSubmit(point));
  const picked: PickedPlace | null = v.lat !== '' && v.lng !== ''
    ? { address: v.address, province: v.province, city: v.city, lat: Number(v.lat), lng: Number(v.lng), mapImageUrl: v.mapImageUrl } : null;
  const pick = (p: PickedPlace) => setV((old) => ({
    ...old, province: p.province, city: p.city, lat: String(p.lat), lng: String(p.lng), mapImageUrl: p.mapImageUrl ?? '', address: p.address,
  }));
  // A missing place shows up as its first missing field; one message under the picker says what to do.
  const placeError = errors.lat || errors.lng || errors.province || errors.city ? t('map.pickFirst') : undefined;
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="point-form">
      <Field label={t('fields.pointName')} name="name" value={v.name} placeholder={t('placeholders.pointName')} error={errors.name}
        onChange={(e) => setV((old) => ({ ...old, name: e.target.value }))} />
      <PlacePicker picked={picked} error={placeError} onPick={pick} />
      <Field label={t('fields.address')} name="address" value={v.address} placeholder={t('placeholders.address')} error={errors.address}
        onChange={(e) => setV((old) => ({ ...old, address: e.target.value }))} />
      <Button type="submit" disabled={busy} data-testid="point-submit">{busy ? t('common:saving') : submitLabel}</Button>
      {onCancel && <Button type="button" variant="ghost" onClick={onCancel}>{t('common:cancel')}</Button>}
    </form>
  );
}
