import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Page } from '../../../components/layouts/Page';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../lib/toast';
import { useMyCard } from '../../../features/card/api';
import { useNameForm } from '../../../features/card/use-name-form';
import { LiveCardPreview } from '../../../features/card/components/LiveCardPreview';
import { useBack } from '../../../lib/use-back';

export default function EditNameRoute() {
  const { t } = useTranslation(['card', 'common']);
  // Back after saving, or to the management centre when the screen was opened directly.
  const back = useBack();
  const card = useMyCard();
  const { name, setName, errors, submit, saving } = useNameForm(() => {
    toast.info(t('nameSaved'));
    back();
  });
  useEffect(() => {
    if (card.data) setName(card.data.name);
  }, [card.data, setName]);

  return (
    <Page title={t('common:titles.editName')}>
      {card.data && <LiveCardPreview phoneIdEcr={card.data.phoneIdEcr} draft={{ name: name.trim() }} />}
      <form className="form" onSubmit={submit} noValidate>
        <Field label={t('name')} name="name" placeholder={t('namePlaceholder')} value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
        <Button type="submit" disabled={saving} data-testid="save">
          {saving ? t('common:saving') : t('common:save')}
        </Button>
      </form>
    </Page>
  );
}
