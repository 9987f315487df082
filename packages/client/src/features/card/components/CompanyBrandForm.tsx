import { useState, type FormEvent } from 'react';
import type { TCompanyBrand } from '@card/contract';
import { Button } from '../../../components/ui/Button';
import { Switch } from '../../../components/ui/Switch';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { serverFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useUpdateBrand, useUploadLogo } from '../layout-api';
import { ImagePicker } from './ImagePicker';
import { Picture } from '../../../components/ui/Picture';

/**
 * The company admin's brand for the company layout: logo, two colours, and the lock that gives every member the
 * company layout, an on/off setting on the shared Switch (the server checks the admin again and every colour's form).
 */
export function CompanyBrandForm({ brand }: { brand: TCompanyBrand }) {
  const { t } = useTranslation(['card', 'common']);
  const save = useUpdateBrand();
  const logo = useUploadLogo();
  const [primary, setPrimary] = useState(brand.colors[0] || '#1f6feb');
  const [secondary, setSecondary] = useState(brand.colors[1] || brand.colors[0] || '#5b9dff');
  const [lock, setLock] = useState(brand.lockLayout);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await save.mutateAsync({ primary, secondary, lockLayout: lock });
      setErrors({});
      toast.info(t('saved'));
    } catch (err) {
      setErrors(serverFieldErrors(err));
    }
  };
  return (
    <form className="form brand-form" onSubmit={submit} noValidate data-testid="brand-form">
      <p className="muted">{t('layout.brandHint', { company: brand.name })}</p>
      <div className="brand-logo-row">
        {brand.logoUrl && <Picture src={brand.logoUrl} alt={t('layout.logo')} width={48} height={48} data-testid="brand-logo" />}
        <ImagePicker
          label={logo.isPending ? t('upload.uploading') : t('layout.uploadLogo')}
          disabled={logo.isPending}
          testId="upload-logo"
          onError={(m) => setErrors({ logo: m })}
          onFile={(f) => logo.mutate(f, { onSuccess: () => toast.info(t('saved')), onError: (err) => setErrors({ logo: err instanceof ApiError ? err.message : '' }) })}
        />
      </div>
      {errors.logo && <p className="field-msg">{errors.logo}</p>}
      <div className="brand-colours">
        {(
          [
            ['primary', primary, setPrimary],
            ['secondary', secondary, setSecondary],
          ] as const
        ).map(([name, value, set]) => (
          <div key={name} className="field">
            <label htmlFor={`brand-${name}`}>{t(`layout.${name}`)}</label>
            <input id={`brand-${name}`} type="color" name={name} value={value} onChange={(e) => set(e.target.value)} aria-invalid={Boolean(errors[name])} />
            {errors[name] && <p className="field-msg">{errors[name]}</p>}
          </div>
        ))}
      </div>
      <Switch label={t('layout.lock')} checked={lock} onChange={setLock} testId="brand-lock" />
      <Button type="submit" disabled={save.isPending} data-testid="save-brand">
        {save.isPending ? t('common:saving') : t('common:save')}
      </Button>
    </form>
  );
}
