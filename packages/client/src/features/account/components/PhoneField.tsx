import { useTranslation } from '../../../lib/i18n';
import { REGION_CODES, type RegionCode } from '@card/contract';
import { OptionSheet } from '../../../components/ui/OptionSheet';

/** Region code picker (+86, +852, +853, +886) joined to the phone input. */
export function PhoneField({
  phone,
  regionCode,
  onPhone,
  onRegion,
  error,
}: {
  phone: string;
  regionCode: RegionCode;
  onPhone: (v: string) => void;
  onRegion: (v: RegionCode) => void;
  error?: string;
}) {
  const { t } = useTranslation('account');
  return (
    <div className={`field${error ? ' field-error' : ''}`}>
      <label htmlFor="f-phone">{t('phone')}</label>
      <div className="field-row">
        <OptionSheet compact label={t('regionCode')} value={regionCode} onChange={onRegion} testId="region-code" options={REGION_CODES.map((r) => ({ value: r, label: r }))} />
        <input
          id="f-phone"
          name="phone"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('phonePlaceholder')}
          value={phone}
          onChange={(e) => onPhone(e.target.value.trim())}
          aria-invalid={Boolean(error)}
        />
      </div>
      {error && <p className="field-msg">{error}</p>}
    </div>
  );
}
