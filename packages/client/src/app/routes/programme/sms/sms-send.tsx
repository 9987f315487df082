import '../../../../features/programme/sms/sms.css';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LIMITS, smsFullText, smsSegments } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { splitMobiles, useSendSms, useSmsHome } from '../../../../features/programme/sms/api';
import { OptionSheet } from '../../../../components/ui/OptionSheet';

const L = LIMITS.programmeSms;

/**
 * /shortMessageManagement/send (ours): an approved sign (the default one first), the text with its counter (sign
 * included) and what it costs (segments x recipients), the numbers one per line, and whose credits pay when a
 * colleague's owner authorized the caller. The server checks everything again; a refusal (sensitive words, a bad
 * number, not enough credits, the day's limit) shows the catalogue message through the shared toast.
 */
export default function SmsSendRoute() {
  const { t } = useTranslation('programmeSms');
  const home = useSmsHome();
  const send = useSendSms();
  const navigate = useNavigate();
  const [signId, setSignId] = useState('');
  const [text, setText] = useState('');
  const [raw, setRaw] = useState('');
  const [payer, setPayer] = useState('0');
  const h = home.data;
  const approved = h?.signs.filter((s) => s.status === 'approved') ?? [];
  const chosen = approved.find((s) => s.id === signId) ?? approved.find((s) => s.id === h?.defaultSignId) ?? approved[0];
  const full = smsFullText(chosen?.text ?? '', text);
  const length = [...full].length;
  const mobiles = [...new Set(splitMobiles(raw))];
  const segments = smsSegments(full);
  return (
    <Page title={t('titles.smsSend')} backTo={paths.smsHome}>
      {home.isPending && <Loading />}
      {h && approved.length === 0 && (
        <p className="result muted" data-testid="sms-send-no-sign">
          {t('send.noSign')}{' '}
          <Link className="sms-tap-link" to={paths.smsHome}>
            {t('send.toSigns')}
          </Link>
        </p>
      )}
      {h && chosen && (
        <form
          className="form sms-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate(
              { signId: chosen.id, text: text.trim(), mobiles, payer },
              {
                onSuccess: (r) => {
                  void navigate(paths.smsRecordDetail(r.id), { replace: true });
                },
              },
            );
          }}
        >
          <OptionSheet label={t('send.sign')} value={chosen.id} onChange={setSignId} testId="sms-send-sign" options={approved.map((s) => ({ value: s.id, label: `【${s.text}】` }))} />
          <div className="field">
            <label htmlFor="sms-text">{t('send.text')}</label>
            <textarea id="sms-text" rows={4} value={text} onChange={(e) => setText(e.target.value)} data-testid="sms-send-text" placeholder={t('send.textPlaceholder')} />
            <small className="sms-counter" data-testid="sms-send-counter">
              {t('send.counter', { count: length, max: L.textMax, segments })}
            </small>
          </div>
          <div className="field">
            <label htmlFor="sms-mobiles">{t('send.mobiles', { max: L.recipientsMax })}</label>
            <textarea
              id="sms-mobiles"
              rows={3}
              value={raw}
              onChange={(e) => setRaw(e.target.value)}
              inputMode="tel"
              data-testid="sms-send-mobiles"
              placeholder={t('send.mobilesPlaceholder')}
            />
          </div>
          {h.payers.length > 1 && (
            <OptionSheet
              label={t('send.payer')}
              value={payer}
              onChange={setPayer}
              testId="sms-send-payer"
              options={h.payers.map((p) => ({
                value: p.phoneIdEcr,
                label: p.phoneIdEcr === '0' ? t('send.ownCredits', { count: p.credits ?? 0 }) : t('send.ownerCredits', { name: p.name, used: p.usedToday, perDay: p.perDay ?? 0 }),
              }))}
            />
          )}
          <p className="sms-preview" data-testid="sms-send-preview">
            {full}
          </p>
          <p className="muted" data-testid="sms-send-cost">
            {t('send.cost', { recipients: mobiles.length, segments, cost: segments * mobiles.length, credits: h.credits })}
          </p>
          <Button type="submit" disabled={send.isPending || !text.trim() || mobiles.length === 0} data-testid="sms-send-submit">
            {send.isPending ? t('send.sending') : t('send.submit')}
          </Button>
        </form>
      )}
    </Page>
  );
}
