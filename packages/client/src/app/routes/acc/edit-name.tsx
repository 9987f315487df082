import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZUpdateNameBody } from '@card/contract';
import { Page } from '../../../components/layouts/Page';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { currentLang } from '../../../lib/i18n';
import { serverFieldErrors, validate } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useMyCard, useUpdateName } from '../../../features/card/api';
import { CardPreview } from '../../../features/card/components/CardPreview';
import { useBack } from '../../../lib/use-back';

export default function EditNameRoute() {
  const { t } = useTranslation(['card', 'common']);
  // Back after saving, or to the management centre when the screen was opened directly.
  const back = useBack();
  const card = useMyCard();
  const update = useUpdateName();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => { if (card.data) setName(card.data.name); }, [card.data]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs = validate(ZUpdateNameBody, { name }, currentLang(), 'card.updateMpUserName');
    setErrors(errs);
    if (Object.keys(errs).length) return;
    update.mutate(name, {
      onSuccess: () => { toast.info(t('nameSaved')); back(); },
      onError: (err) => setErrors(serverFieldErrors(err)),
    });
  };

  return (
    <Page title={t('common:titles.editName')}>
      {card.data && <CardPreview card={card.data} draft={{ name: name.trim() || card.data.name }} />}
      <form className="form" onSubmit={submit} noValidate>
        <Field label={t('name')} name="name" placeholder={t('namePlaceholder')} value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
        <Button type="submit" disabled={update.isPending} data-testid="save">{update.isPending ? t('common:saving') : t('common:save')}</Button>
      </form>
    </Page>
  );
}
