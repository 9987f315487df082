import { useEffect, useState, type FormEvent } from 'react';
import { LIMITS, errorText, ZUpdateMobilesBody } from '@card/contract';
import { Page, Loading } from '../../../components/layouts/Page';
import { Button } from '../../../components/ui/Button';
import { currentLang, useTranslation } from '../../../lib/i18n';
import { serverFieldErrors, validate } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useMyCard } from '../../../features/card/api';
import { useUpdateMobiles } from '../../../features/card/edit-api';
import { MobileRows } from '../../../features/card/components/MobileRows';
import { useBack } from '../../../lib/use-back';

/** The card's mobile numbers: add and remove rows, each checked with the phone rule, no number twice. */
export default function EditMobilesRoute() {
  const { t } = useTranslation(['card', 'common']);
  // Back after saving, or to the management centre when the screen was opened directly.
  const back = useBack();
  const card = useMyCard();
  const update = useUpdateMobiles();
  const [rows, setRows] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (card.data && !rows) setRows(card.data.mobiles.length ? card.data.mobiles : ['']);
  }, [card.data, rows]);
  if (!rows)
    return (
      <Page title={t('titles.editMobiles')}>
        <Loading />
      </Page>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Blank rows are dropped first, so error positions match the rows left on screen.
    const list = rows.map((r) => r.trim()).filter(Boolean);
    setRows(list.length ? list : ['']);
    const errs = validate(ZUpdateMobilesBody, { mobiles: list.join(',') }, currentLang(), 'card.updateMpUserPhone');
    // The same duplicate check the server makes, worded with the catalogue's message.
    const dup = list.findIndex((m, i) => list.indexOf(m) !== i);
    if (dup >= 0) errs[`mobiles.${dup}`] ??= errorText('CARD_MOBILE_DUPLICATE', currentLang());
    setErrors(errs);
    if (Object.keys(errs).length) return;
    update.mutate(list, {
      onSuccess: () => {
        toast.info(t('saved'));
        back();
      },
      onError: (err) => setErrors(serverFieldErrors(err)),
    });
  };

  return (
    <Page title={t('titles.editMobiles')}>
      <form className="form" onSubmit={submit} noValidate>
        <p className="muted">{t('mobiles.hint', { max: LIMITS.card.mobilesMax })}</p>
        <MobileRows
          rows={rows}
          errors={errors}
          onChange={(next) => {
            setRows(next);
            setErrors({});
          }}
        />
        {errors.mobiles && (
          <p className="field-msg" data-testid="mobiles-error">
            {errors.mobiles}
          </p>
        )}
        <Button type="submit" disabled={update.isPending} data-testid="save">
          {update.isPending ? t('common:saving') : t('common:save')}
        </Button>
      </form>
    </Page>
  );
}
