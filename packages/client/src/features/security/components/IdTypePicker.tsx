import { useTranslation } from '../../../lib/i18n';
import { ID_DOCUMENT_TYPES, type IdDocumentType } from '@card/contract';
import './security.css';

/** ID document types of spec section 9: mainland, Hong Kong/Macau, Taiwan, US, Singapore and others. */
export function IdTypePicker({ value, onChange, error }: { value: IdDocumentType; onChange: (v: IdDocumentType) => void; error?: string }) {
  const { t } = useTranslation('security');
  return (
    <div className={`field${error ? ' field-error' : ''}`}>
      <label htmlFor="f-idType">{t('tx.idType')}</label>
      <div className="field-row select-row">
        <select id="f-idType" name="idType" value={value} onChange={(e) => onChange(e.target.value as IdDocumentType)}>
          {ID_DOCUMENT_TYPES.map((type) => <option key={type} value={type}>{t(`idTypes.${type}`)}</option>)}
        </select>
      </div>
      {error && <p className="field-msg">{error}</p>}
    </div>
  );
}
