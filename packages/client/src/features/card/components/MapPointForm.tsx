import { useTranslation } from 'react-i18next';
import { ZMapPointBody, type TMapPointBody } from '@card/contract';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { useContractForm } from '../../../lib/use-contract-form';
import { useAreas } from '../style-api';
import { SelectField } from './SelectField';
import './card-edit.css';

type PointValues = { name: string; address: string; province: string; city: string; lat: string; lng: string };
export const EMPTY_POINT: PointValues = { name: '', address: '', province: '', city: '', lat: '', lng: '' };

/** A map point: name, address, province and city picked from the domestic area list, and coordinates. */
export function MapPointForm({ initial, submitLabel, busy, onSubmit, onCancel }: {
  initial: PointValues; submitLabel: string; busy: boolean; onSubmit: (v: TMapPointBody) => Promise<unknown>; onCancel?: () => void;
}) {
  const { t } = useTranslation(['card', 'common']);
  const { values: v, setValues: setV, errors, submit } = useContractForm(ZMapPointBody, 'card.addMapPoint', initial, onSubmit);
  const provinces = useAreas('');
  const cities = useAreas(v.province);
  const set = (k: keyof PointValues, value: string) => setV((old) => ({ ...old, [k]: value, ...(k === 'province' ? { city: '' } : {}) }));
  const text = (k: 'name' | 'address' | 'lat' | 'lng', mode?: 'decimal') => (
    <Field label={t(`fields.${k === 'name' ? 'pointName' : k}`)} name={k} value={v[k]} inputMode={mode}
      placeholder={t(`placeholders.${k === 'name' ? 'pointName' : k}`)} error={errors[k]} onChange={(e) => set(k, e.target.value)} />
  );
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="point-form">
      {text('name')}
      <div className="two-cols">
        <SelectField label={t('fields.province')} name="province" value={v.province} options={provinces.data?.provinces ?? []}
          placeholder={t('map.chooseProvince')} error={errors.province} onChange={(e) => set('province', e.target.value)} />
        <SelectField label={t('fields.city')} name="city" value={v.city} options={v.province ? cities.data?.cities ?? [] : []}
          placeholder={t('map.chooseCity')} error={errors.city} onChange={(e) => set('city', e.target.value)} />
      </div>
      {text('address')}
      <div className="two-cols">{text('lat', 'decimal')}{text('lng', 'decimal')}</div>
      <Button type="submit" disabled={busy} data-testid="point-submit">{busy ? t('common:saving') : submitLabel}</Button>
      {onCancel && <Button type="button" variant="ghost" onClick={onCancel}>{t('common:cancel')}</Button>}
    </form>
  );
}
