import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ZCheckModifyPhoneCodeBody, ZModifyBindingPhoneBody, type RegionCode } from '@card/contract';
import { Page } from '../../../components/layouts/Page';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { currentLang, useTranslation } from '../../../lib/i18n';
import { serverFieldErrors, validate } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useUserInfo } from '../../../features/account/api';
import { PhoneField } from '../../../features/account/components/PhoneField';
import { SendCodeButton } from '../../../features/security/components/SendCodeButton';
import { sendPhoneChangeCode, useChangePhone, useCheckOldPhoneCode } from '../../../features/security/api/binding-hooks';
import { useMyCard } from '../../../features/card/api';
import { useUpdateMobiles } from '../../../features/card/edit-api';
import { CardMobileSheet, digits, type CardMobileOffer } from '../../../features/security/components/CardMobileSheet';
import '../../../features/security/components/security.css';

/** Phone change in two steps: prove the current phone with its code, then take the new one with its own code. */
export default function ModifyPhoneRoute() {
  const { t } = useTranslation(['security', 'common']);
  const navigate = useNavigate();
  const me = useUserInfo();
  const checkOld = useCheckOldPhoneCode();
  const change = useChangePhone();
  const [step, setStep] = useState<'old' | 'new'>('old');
  const [code, setCode] = useState('');
  const [regionCode, setRegion] = useState<RegionCode>('+86');
  const [newPhone, setNewPhone] = useState('');
  const [newCode, setNewCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onError = (err: unknown) => setErrors(serverFieldErrors(err));
  const myCard = useMyCard();
  const updateMobiles = useUpdateMobiles();
  const [offer, setOffer] = useState<CardMobileOffer | null>(null);
  const done = () => navigate(paths.passwordHome, { replace: true });

  const submitOld = (e: FormEvent) => {
    e.preventDefault();
    const errs = validate(ZCheckModifyPhoneCodeBody, { code }, currentLang(), 'security.checkModifPhoneCode');
    setErrors(errs);
    if (Object.keys(errs).length) return;
    checkOld.mutate(code, {
      onSuccess: () => {
        setErrors({});
        setStep('new');
      },
      onError,
    });
  };
  const newPhoneValid = () => {
    const errs = validate(ZModifyBindingPhoneBody, { newPhone, regionCode, newCode: 'abcd' }, currentLang(), 'security.modeifyBindingPhone');
    setErrors(errs.newPhone ? { newPhone: errs.newPhone } : {});
    return !errs.newPhone;
  };
  const submitNew = (e: FormEvent) => {
    e.preventDefault();
    const body = { newPhone, regionCode, newCode };
    const errs = validate(ZModifyBindingPhoneBody, body, currentLang(), 'security.modeifyBindingPhone');
    setErrors(errs);
    if (Object.keys(errs).length) return;
    change.mutate(body, {
      onSuccess: (r) => {
        toast.info(t('phone.done', { phone: r.phoneMasked }));
        // The card keeps its own numbers: offer to put the new one first instead of leaving the old one there.
        const card = myCard.data;
        const fresh = regionCode === '+86' ? newPhone.trim() : `${regionCode}${newPhone.trim()}`;
        if (card?.mobiles.length && digits(card.mobiles[0]) !== digits(fresh)) setOffer({ old: card.mobiles[0], fresh, mobiles: card.mobiles });
        else done();
      },
      onError: (err) => {
        // The proof of the current phone ran out: start again from step 1.
        if (err instanceof ApiError && err.code === 'OLD_PHONE_NOT_VERIFIED') setStep('old');
        onError(err);
      },
    });
  };

  return (
    <Page title={t('titles.modifyPhone')}>
      <div className="steps" aria-label={t('titles.modifyPhone')}>
        <span className={`step${step === 'old' ? ' step-active' : ''}`}>1 {t('phone.stepOld')}</span>
        <span className={`step${step === 'new' ? ' step-active' : ''}`}>2 {t('phone.stepNew')}</span>
      </div>
      {step === 'old' ? (
        <form key="old" className="form" onSubmit={submitOld} noValidate data-testid="phone-step-old">
          <p className="intro">
            {t('phone.current')}：<strong data-testid="current-phone">{me.data?.phoneMasked}</strong>
          </p>
          <Field
            label={t('phone.code')}
            name="code"
            maxLength={4}
            placeholder={t('code.placeholder')}
            value={code}
            onChange={(e) => setCode(e.target.value.trim())}
            error={errors.code}
            suffix={<SendCodeButton testId="get-old-code" send={(channel) => sendPhoneChangeCode({ step: 'old', channel })} />}
          />
          <Button type="submit" disabled={checkOld.isPending} data-testid="phone-next">
            {t('phone.next')}
          </Button>
        </form>
      ) : (
        <form key="new" className="form" onSubmit={submitNew} noValidate data-testid="phone-step-new">
          <PhoneField phone={newPhone} regionCode={regionCode} onPhone={setNewPhone} onRegion={setRegion} error={errors.newPhone ?? errors.phone} />
          <Field
            label={t('phone.code')}
            name="newCode"
            maxLength={4}
            placeholder={t('code.placeholder')}
            value={newCode}
            onChange={(e) => setNewCode(e.target.value.trim())}
            error={errors.newCode}
            suffix={<SendCodeButton testId="get-new-code" canSend={newPhoneValid} send={(channel) => sendPhoneChangeCode({ step: 'new', phone: newPhone, regionCode, channel })} />}
          />
          <Button type="submit" disabled={change.isPending} data-testid="phone-submit">
            {t('phone.submit')}
          </Button>
        </form>
      )}
      <CardMobileSheet
        offer={offer}
        onDone={done}
        pending={updateMobiles.isPending}
        onAccept={(mobiles) =>
          updateMobiles.mutate(mobiles, {
            onSuccess: () => {
              toast.info(t('phone.cardUpdated'));
              done();
            },
          })
        }
      />
    </Page>
  );
}
