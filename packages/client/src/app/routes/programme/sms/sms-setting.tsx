import '../../../../features/programme/sms/sms.css';
import { useEffect, useState } from 'react';
import { LIMITS } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { Switch } from '../../../../components/ui/Switch';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useSaveSetting, useSmsHome, useSmsSetting } from '../../../../features/programme/sms/api';
import { OptionSheet } from '../../../../components/ui/OptionSheet';

const L = LIMITS.programmeSms;

/**
 * /shortMessageManagement/shortMessageSetting/index (短信设置): the default sign (approved ones only), auto-send of a
 * template after a card exchange, and the user's own daily limit of recipients (0: the platform's).
 */
export default function SmsSettingRoute() {
  const { t } = useTranslation('programmeSms');
  const setting = useSmsSetting();
  const home = useSmsHome();
  const save = useSaveSetting();
  const [defaultSignId, setDefault] = useState('');
  const [autoSend, setAutoSend] = useState(false);
  const [autoTemplate, setTemplate] = useState('');
  const [dailyCap, setCap] = useState('0');
  const s = setting.data;
  useEffect(() => {
    if (!s) return;
    setDefault(s.defaultSignId ?? '');
    setAutoSend(s.autoSend);
    setTemplate(s.autoTemplate);
    setCap(String(s.dailyCap));
  }, [s]);
  const approved = home.data?.signs.filter((x) => x.status === 'approved') ?? [];
  return (
    <Page title={t('titles.smsSetting')} backTo={paths.smsHome}>
      {setting.isPending && <Loading />}
      {s && (
        <form
          className="form sms-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({ defaultSignId: defaultSignId || undefined, autoSend, autoTemplate, dailyCap: Number(dailyCap) || 0 }, { onSuccess: () => toast.info(t('setting.saved')) });
          }}
        >
          <OptionSheet
            label={t('setting.defaultSign')}
            value={defaultSignId}
            onChange={setDefault}
            testId="sms-setting-sign"
            options={[{ value: '', label: t('setting.noDefault') }, ...approved.map((x) => ({ value: x.id, label: `【${x.text}】` }))]}
          />
          <Switch label={t('setting.autoSend')} checked={autoSend} onChange={setAutoSend} testId="sms-setting-auto" />
          <div className="field">
            <label htmlFor="sms-template">{t('setting.template')}</label>
            <textarea id="sms-template" rows={3} maxLength={L.templateMax} value={autoTemplate} onChange={(e) => setTemplate(e.target.value)} data-testid="sms-setting-template" />
            <small className="sms-counter">
              {[...autoTemplate].length}/{L.templateMax}
            </small>
          </div>
          <Field
            name="dailyCap"
            type="number"
            inputMode="numeric"
            min={0}
            max={L.platformDailyMax}
            label={t('setting.dailyCap', { max: s.platformDailyMax })}
            value={dailyCap}
            onChange={(e) => setCap(e.target.value)}
            data-testid="sms-setting-cap"
          />
          <Button type="submit" disabled={save.isPending} data-testid="sms-setting-save">
            {t('setting.save')}
          </Button>
        </form>
      )}
    </Page>
  );
}
