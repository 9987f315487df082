import { useEffect, useState, type FormEvent } from 'react';
import { LIMITS, ZUpdateProductServiceBody, ZUpdateSignatureBody, ZUpdateTitleBody } from '@card/contract';
import { Page, Loading } from '../../../components/layouts/Page';
import { Button } from '../../../components/ui/Button';
import { currentLang, useTranslation } from '../../../lib/i18n';
import { serverFieldErrors, validate } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useMyCard } from '../api';
import { useUpdateText, type TextSection } from '../edit-api';
import { TextAreaField } from './TextAreaField';
import { LiveCardPreview } from './LiveCardPreview';
import { useBack } from '../../../lib/use-back';

const SECTIONS = {
  title: { schema: ZUpdateTitleBody, max: LIMITS.card.titleMax, rows: 2, titleKey: 'titles.editTitle' },
  signature: { schema: ZUpdateSignatureBody, max: LIMITS.card.signatureMax, rows: 3, titleKey: 'titles.editSignature' },
  productService: { schema: ZUpdateProductServiceBody, max: LIMITS.card.productServiceMax, rows: 10, titleKey: 'titles.editProductService' },
} as const;

/** One free-text section of the card (title, signature, or products and services). */
export function EditTextScreen({ section }: { section: TextSection }) {
  const { t } = useTranslation(['card', 'common']);
  // Back after saving, or to the management centre when the screen was opened directly.
  const back = useBack();
  const card = useMyCard();
  const update = useUpdateText(section);
  const cfg = SECTIONS[section];
  const [value, setValue] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (card.data && value === null) setValue(card.data[section]);
  }, [card.data, value, section]);
  if (value === null)
    return (
      <Page title={t(cfg.titleKey)}>
        <Loading />
      </Page>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs = validate(cfg.schema, { [section]: value }, currentLang(), 'card');
    setErrors(errs);
    if (Object.keys(errs).length) return;
    update.mutate(value, {
      onSuccess: () => {
        toast.info(t('saved'));
        back();
      },
      onError: (err) => setErrors(serverFieldErrors(err)),
    });
  };

  return (
    <Page title={t(cfg.titleKey)}>
      {/* The products and services text is not on the card's first screen: no preview to follow it there. */}
      {card.data && section !== 'productService' && <LiveCardPreview phoneIdEcr={card.data.phoneIdEcr} draft={{ [section]: value }} />}
      <form className="form" onSubmit={submit} noValidate>
        <TextAreaField
          label={t(`fields.${section}`)}
          name={section}
          value={value}
          max={cfg.max}
          rows={cfg.rows}
          placeholder={t(`placeholders.${section}`)}
          error={errors[section]}
          onChange={(e) => setValue(e.target.value)}
        />
        <Button type="submit" disabled={update.isPending} data-testid="save">
          {update.isPending ? t('common:saving') : t('common:save')}
        </Button>
      </form>
    </Page>
  );
}
