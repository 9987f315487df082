import { useState } from 'react';
import type { TOwnMiniLink } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { fromChinaInput, toChinaInput } from '../schedule';

/**
 * A link's scheduled on and off times, typed in China time; either may stay empty (clearing it). The server checks
 * the order and range and answers the catalogue message (shown as a toast) when they are wrong.
 */
export function ScheduleForm({
  link,
  busy,
  onSubmit,
  onCancel,
}: {
  link: TOwnMiniLink;
  busy: boolean;
  onSubmit: (v: { onAt?: number; offAt?: number }) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['links', 'common']);
  const [onAt, setOnAt] = useState(toChinaInput(link.onAt));
  const [offAt, setOffAt] = useState(toChinaInput(link.offAt));
  return (
    <form
      className="form links-schedule"
      data-testid="schedule-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit({ onAt: fromChinaInput(onAt), offAt: fromChinaInput(offAt) }).catch(() => undefined);
      }}
    >
      <p className="links-hint">{t('schedule.hint')}</p>
      <Field label={t('schedule.onAt')} id={`on-${link.id}`} name="onAt" type="datetime-local" value={onAt} onChange={(e) => setOnAt(e.target.value)} data-testid="schedule-on" />
      <Field label={t('schedule.offAt')} id={`off-${link.id}`} name="offAt" type="datetime-local" value={offAt} onChange={(e) => setOffAt(e.target.value)} data-testid="schedule-off" />
      <Button type="submit" disabled={busy} data-testid="schedule-submit">
        {busy ? t('common:saving') : t('common:save')}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        {t('common:cancel')}
      </Button>
    </form>
  );
}
