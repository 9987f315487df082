import { useTranslation } from '../../../lib/i18n';
import { ID_DOCUMENT_TYPES, type IdDocumentType } from '@card/contract';
import './security.css';
import { OptionSheet } from '../../../components/ui/OptionSheet';

/** ID document types of spec section 9: mainland, Hong Kong/Macau, Taiwan, US, Singapore and others. */
export function IdTypePicker({ value, onChange, error }: { value: IdDocumentType; onChange: (v: IdDocumentType) => void; error?: string }) {
  const { t } = useTranslation('security');
  return (
    <OptionSheet
      label={t('tx.idType')}
      name="idType"
      value={value}
      onChange={onChange}
      error={error}
      testId="id-type"
      options={ID_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`idTypes.${type}`) }))}
    />
  );
}
