import '../../../../features/programme/shake/shake.css';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText, LIMITS, SHAKE_TEXT_CODES, SHAKE_TEXT_LIMITS, shakeTextRefusal, shakeTextUnits, type ShakeTextField, type TShakeConfig } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { currentLang, useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { PicturePicker } from '../../../../features/content/components/LibraryPicturePicker';
import { useSaveShakeConfig, useShakeDevice } from '../../../../features/programme/shake/api';
import { Picture } from '../../../../components/ui/Picture';

const S = LIMITS.programmeShake;
const EMPTY: TShakeConfig = { name: '', title: '', subTitle: '', linkUrl: '', imageUrl: '' };

/** Width used in "other characters" (a Chinese one counts latinMax/zhMax: 2.5 for the name, 2 for the titles). */
const usedOf = (field: ShakeTextField, text: string) => {
  const l = SHAKE_TEXT_LIMITS[field];
  return Math.round((shakeTextUnits(text, l) / l.zhMax) * 10) / 10;
};

/**
 * /show/shakeConfiguration?id=<deviceId>: the shake page's name, main title, sub title, link and picture (from the
 * picture library). Each text shows its width against the spec's limit (the contract's rule, the same the server
 * applies); a text that does not fit is refused here with the field's catalogue message, and the server refuses it
 * again if sent. Saving sends the page for review; shakers keep the approved one until then.
 */
export default function ShakeConfigurationRoute() {
  const { t } = useTranslation('programmeShake');
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const navigate = useNavigate();
  const device = useShakeDevice(id);
  const save = useSaveShakeConfig();
  const [form, setForm] = useState<TShakeConfig>(EMPTY);
  const [error, setError] = useState<{ field: ShakeTextField; text: string } | null>(null);
  const [picking, setPicking] = useState(false);
  const loaded = device.data?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fills the form once per loaded device (its id), not on every refetch that would overwrite the user's edits
  useEffect(() => {
    if (device.data) setForm(device.data.config);
  }, [loaded]);

  const set = (k: keyof TShakeConfig) => (e: { target: { value: string } }) => {
    setForm({ ...form, [k]: e.target.value });
    setError(null);
  };
  const counter = (field: ShakeTextField) => {
    const used = usedOf(field, form[field]);
    const max = SHAKE_TEXT_LIMITS[field].latinMax;
    return (
      <small className={`sk-counter${used > max ? ' over' : ''}`} data-testid={`shake-${field}-counter`}>
        {t('config.counter', { used, max })}
      </small>
    );
  };
  const fieldError = (field: ShakeTextField) => (error?.field === field ? error.text : undefined);

  if (!id || device.isError)
    return (
      <Page title={t('titles.shakeConfiguration')} backTo={paths.shakeHome}>
        <p className="result muted" role="alert">
          {t('details.notFound')}
        </p>
      </Page>
    );
  return (
    <Page title={t('titles.shakeConfiguration')} backTo={paths.shakeDetails(id)}>
      {device.isPending && <Loading />}
      {device.data && (
        <form
          className="form"
          noValidate
          data-testid="shake-config-form"
          onSubmit={(e) => {
            e.preventDefault();
            const bad = shakeTextRefusal(form);
            if (bad) {
              const text = errorText(SHAKE_TEXT_CODES[bad], currentLang());
              setError({ field: bad, text });
              toast.error(text);
              return;
            }
            save.mutate(
              { deviceId: id, ...form },
              {
                onSuccess: () => {
                  toast.info(t('config.saved'));
                  void navigate(paths.shakeDetails(id));
                },
              },
            );
          }}
        >
          <div>
            <Field name="name" label={t('config.name')} value={form.name} onChange={set('name')} error={fieldError('name')} data-testid="shake-name" />
            <div className="sk-hint">
              <span>{t('config.widthRule')}</span>
              {counter('name')}
            </div>
          </div>
          <div>
            <Field name="title" label={t('config.title')} value={form.title} onChange={set('title')} error={fieldError('title')} data-testid="shake-title" />
            <div className="sk-hint">
              <span>{t('config.widthRuleTitle')}</span>
              {counter('title')}
            </div>
          </div>
          <div>
            <Field name="subTitle" label={t('config.subTitle')} value={form.subTitle} onChange={set('subTitle')} error={fieldError('subTitle')} data-testid="shake-subtitle" />
            <div className="sk-hint">
              <span>{t('config.widthRuleTitle')}</span>
              {counter('subTitle')}
            </div>
          </div>
          <Field
            name="linkUrl"
            label={t('config.linkUrl')}
            type="url"
            inputMode="url"
            maxLength={S.linkMax}
            placeholder="https://"
            value={form.linkUrl}
            onChange={set('linkUrl')}
            data-testid="shake-link"
          />
          <div className="field">
            <span className="sk-field-label">{t('config.image')}</span>
            <div className="sk-image-row">
              {form.imageUrl && <Picture width={70} height={45} src={form.imageUrl} alt="" data-testid="shake-image" />}
              <button type="button" className="link-btn" onClick={() => setPicking(true)} data-testid="shake-pick-image">
                {t('config.pickImage')}
              </button>
              {form.imageUrl && (
                <button type="button" className="link-btn link-danger" onClick={() => setForm({ ...form, imageUrl: '' })}>
                  {t('config.removeImage')}
                </button>
              )}
            </div>
          </div>
          <p className="sk-note">{t('config.reviewNote')}</p>
          <Button type="submit" disabled={save.isPending} data-testid="shake-config-save">
            {save.isPending ? t('config.saving') : t('config.save')}
          </Button>
        </form>
      )}
      <PicturePicker open={picking} onClose={() => setPicking(false)} onPick={(url) => setForm((f) => ({ ...f, imageUrl: url }))} />
    </Page>
  );
}
