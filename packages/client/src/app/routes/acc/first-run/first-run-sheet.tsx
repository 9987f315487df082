import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ZUpdateBasicInfoBody } from '@card/contract';
import { Camera, Briefcase, Share2 } from 'lucide-react';
import { Sheet } from '../../../../components/ui/Sheet';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { currentLang, useTranslation } from '../../../../lib/i18n';
import { serverFieldErrors, validate } from '../../../../lib/form-errors';
import { toast } from '../../../../lib/toast';
import { useMyCard } from '../../../../features/card/api';
import { useUpdateBasicInfo } from '../../../../features/card/edit-api';
import { useFinishFirstRun } from '../../../../features/usercentre/first-run-api';
import { AvatarUploader } from '../../../../features/usercentre/components/AvatarUploader';
import '../../../../features/usercentre/first-run.css';

const STEPS = ['photo', 'work', 'share'] as const;
type Step = (typeof STEPS)[number];
const ICONS = { photo: Camera, work: Briefcase, share: Share2 } as const;

/**
 * Three steps right after registration (issue 35): a photo, the title and company, sharing the card. Each saves
 * through the card's own calls and each can be skipped; closing the sheet skips the rest. Finishing, skipping the
 * last step or closing tells the server, so it never shows again on any device.
 */
export default function FirstRunSheet() {
  const { t } = useTranslation('firstRun');
  const [step, setStep] = useState<Step>('photo');
  const finish = useFinishFirstRun();
  const card = useMyCard();
  const basic = useUpdateBasicInfo();
  const [work, setWork] = useState<{ position: string; company: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (card.data && !work) setWork({ position: card.data.position, company: card.data.company });
  }, [card.data, work]);

  const index = STEPS.indexOf(step);
  const done = () => finish.mutate();
  const next = () => (index < STEPS.length - 1 ? setStep(STEPS[index + 1]!) : done());

  const saveWork = async (e: FormEvent) => {
    e.preventDefault();
    if (!card.data || !work) return;
    const c = card.data;
    const body = { name: c.name, company: work.company, department: c.department, position: work.position, taxNumber: c.taxNumber, landline: c.landline, fax: c.fax, email: c.email };
    const errs = validate(ZUpdateBasicInfoBody, body, currentLang(), 'card.updateMpBasicInfo');
    setErrors(errs);
    if (Object.keys(errs).length) return;
    try {
      await basic.mutateAsync(body);
      toast.info(t('saved'));
      next();
    } catch (err) {
      setErrors(serverFieldErrors(err));
    }
  };

  const Icon = ICONS[step];
  return (
    <Sheet open title={t('title')} onClose={done} testId="first-run">
      <p className="first-run-progress" data-testid="first-run-step">
        {t('progress', { n: index + 1, total: STEPS.length })}
      </p>
      <div className="first-run-head">
        <span className="first-run-icon" aria-hidden>
          <Icon size={28} />
        </span>
        <div>
          <h3 className="first-run-step-title">{t(`${step}.title`)}</h3>
          <p className="muted">{t(`${step}.text`)}</p>
        </div>
      </div>
      {step === 'photo' && (
        <>
          {card.data && <AvatarUploader current={card.data.avatarUrl ?? ''} name={card.data.name} seed={card.data.phoneIdEcr} />}
          {/* The photo saves as soon as it is picked; then the step goes on (without one, 跳过 below does). */}
          {card.data?.avatarUrl && (
            <Button type="button" onClick={next} data-testid="first-run-next">
              {t('next')}
            </Button>
          )}
        </>
      )}
      {step === 'work' && work && (
        <form className="form" onSubmit={saveWork} noValidate>
          <Field
            name="position"
            label={t('work.position')}
            placeholder={t('work.positionPlaceholder')}
            value={work.position}
            error={errors.position}
            onChange={(e) => setWork({ ...work, position: e.currentTarget.value })}
          />
          <Field
            name="company"
            label={t('work.company')}
            placeholder={t('work.companyPlaceholder')}
            value={work.company}
            error={errors.company}
            onChange={(e) => setWork({ ...work, company: e.currentTarget.value })}
          />
          <Button type="submit" disabled={basic.isPending} data-testid="first-run-save">
            {basic.isPending ? t('saving') : t('saveNext')}
          </Button>
        </form>
      )}
      {step === 'share' && (
        <Link className="btn btn-primary" to={paths.qrCode} onClick={done} data-testid="first-run-share">
          {t('share.action')}
        </Link>
      )}
      <Button type="button" variant="ghost" onClick={step === 'share' ? done : next} data-testid={step === 'share' ? 'first-run-done' : 'first-run-skip'}>
        {step === 'share' ? t('finish') : t('skip')}
      </Button>
    </Sheet>
  );
}
