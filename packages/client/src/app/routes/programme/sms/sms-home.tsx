import '../../../../features/programme/sms/sms.css';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LIMITS } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useUserInfo } from '../../../../features/account/api';
import { useApplySign, useBuyPack, useSmsHome, yuan } from '../../../../features/programme/sms/api';
import { RowChevron } from '../../../../components/ui/Icon';
import { MessageSquareText } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

const L = LIMITS.programmeSms;

/**
 * /shortMessageManagement/index (短信管理): the credit balance and today's count, the packs (a pack opens the
 * existing pay screen for its order), the user's signs with their review state and the form to apply for one, and
 * the ways on: send, records, settings, authorization, and the sign review for operators. Every refusal shows the
 * catalogue message through the shared toast.
 */
export default function SmsHomeRoute() {
  const { t } = useTranslation('programmeSms');
  const home = useSmsHome();
  const me = useUserInfo();
  const operator = Boolean(me.data?.roles.includes('operator'));
  const buy = useBuyPack();
  const apply = useApplySign();
  const navigate = useNavigate();
  const [sign, setSign] = useState('');
  const signForm = useRef<HTMLFormElement>(null);
  const h = home.data;
  return (
    <Page title={t('titles.smsHome')} backTo={paths.programmeHub}>
      {/* Operators reach the review from here even without VIP (the home itself needs it). */}
      {operator && (
        <div className="sms-actions sms-operator">
          <Link to={paths.operatorTab('sms')} data-testid="sms-to-review">
            {t('titles.smsSignReview')}
          </Link>
        </div>
      )}
      {home.isPending && <Loading />}
      {home.isError && (
        <p className="result muted" role="alert">
          {home.error.message}
        </p>
      )}
      {h && (
        <>
          <section className="sms-balance" data-testid="sms-balance">
            <div>
              <small>{t('home.credits')}</small>
              <strong data-testid="sms-credits">{h.credits}</strong>
              <small>{t('home.today', { used: h.todayRecipients, limit: h.dailyLimit })}</small>
            </div>
            <Link to={paths.smsCredits} data-testid="sms-to-credits">
              {t('home.ledger')}
              <RowChevron />
            </Link>
          </section>
          {!h.consent && (
            <p className="sms-notice" data-testid="sms-consent-notice">
              {t('home.noConsent')} <Link to={paths.smsAuthorization}>{t('home.toAuthorize')}</Link>
            </p>
          )}
          <div className="sms-actions">
            <Link to={paths.smsSend} data-testid="sms-to-send">
              {t('home.send')}
            </Link>
            <Link to={paths.smsRecords} data-testid="sms-to-records">
              {t('home.records')}
            </Link>
            <Link to={paths.smsSetting} data-testid="sms-to-setting">
              {t('titles.smsSetting')}
            </Link>
            <Link to={paths.smsAuthorization} data-testid="sms-to-authorization">
              {t('titles.smsAuthorization')}
            </Link>
          </div>

          <h2 className="section-title">{t('home.packs')}</h2>
          <div className="sms-packs">
            {h.packs.map((p) => (
              <button
                key={p.code}
                type="button"
                className="sms-pack"
                disabled={buy.isPending}
                data-testid={`sms-pack-${p.code}`}
                onClick={() =>
                  buy.mutate(p.code, {
                    onSuccess: (o) => {
                      void navigate(paths.vipPay(o.orderId));
                    },
                  })
                }
              >
                <b>{t('home.packCredits', { count: p.credits })}</b>
                <span>¥{yuan(p.priceFen)}</span>
              </button>
            ))}
          </div>

          <h2 className="section-title">{t('home.signs')}</h2>
          <form
            className="sms-inline"
            noValidate
            ref={signForm}
            onSubmit={(e) => {
              e.preventDefault();
              apply.mutate(sign.trim(), {
                onSuccess: () => {
                  setSign('');
                  toast.info(t('home.applied'));
                },
              });
            }}
          >
            <Field
              name="smsSign"
              label={t('home.signLabel', { min: L.signMin, max: L.signMax })}
              value={sign}
              maxLength={L.signMax}
              placeholder={t('home.signPlaceholder')}
              onChange={(e) => setSign(e.target.value)}
              data-testid="sms-sign-input"
            />
            <Button type="submit" disabled={apply.isPending || !sign.trim()} data-testid="sms-sign-apply">
              {t('home.apply')}
            </Button>
          </form>
          {h.signs.length === 0 && (
            <EmptyState
              icon={MessageSquareText}
              title={t('home.noSigns')}
              hint={t('home.noSignsHint')}
              action={{ label: t('home.noSignsAction'), focus: signForm, testId: 'sms-signs-empty-action' }}
              testId="sms-signs-empty"
            />
          )}
          <ul className="sms-list" data-testid="sms-signs">
            {h.signs.map((s) => (
              <li key={s.id} className="sms-row" data-testid="sms-sign-row">
                <div className="sms-row-main">
                  <p>
                    【{s.text}】{h.defaultSignId === s.id && <span className="badge">{t('home.default')}</span>}
                  </p>
                  {s.status === 'rejected' && s.reason && <span className="sms-row-sub">{t('home.reason', { reason: s.reason })}</span>}
                </div>
                <span className={`sms-state sms-state-${s.status}`} data-testid={`sms-sign-${s.status}`}>
                  {t(`signState.${s.status}`)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
