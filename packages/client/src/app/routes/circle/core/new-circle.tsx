import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS, parseYuan, formatRule, labelsFor, ZCreateCircleBody } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../lib/api';
import { currentLang, useTranslation } from '../../../../lib/i18n';
import { serverFieldErrors, validate } from '../../../../lib/form-errors';
import { useDomesticAreas } from '../../../../lib/regions';
import { useCircleLabels, useCreateCircle, useUploadCircleAvatar, type CreateCircleInput } from '../../../../features/circle/api-core';
import { AvatarCropPicker } from '../../../../features/circle/components/avatar-crop-picker';
import { OptionSheet, plainChoices } from '../../../../components/ui/OptionSheet';
import { customLabelProblem } from './label-rules';
import '../../../../features/circle/components/core.css';
import { Chips } from '../../../../components/ui/Chips';

const L = LIMITS.circle;
const count = (s: string) => [...s].length;
// The charged-price range of the server's rule (circle.rules CIRCLE_PRICE_*): 1 to 200 yuan.
const PRICE = { minFen: 100, maxFen: 20_000 };

/**
 * newCircle: the create form (name x/15, description x/200, avatar with crop, province and city from the region
 * list, industry, labels, join way, prices in yuan). The browser's own checks are off (noValidate: its bubbles
 * speak the phone's language, not the interface's); each field's message is the catalogue's, beside the field, from
 * the contract's schema first and the server's refusal after. A refusal leaves everything typed in place.
 */
export default function NewCircleRoute() {
  const { t } = useTranslation('circle');
  const options = useCircleLabels();
  const create = useCreateCircle();
  const upload = useUploadCircleAvatar();
  const navigate = useNavigate();
  const [f, setF] = useState({ name: '', description: '', province: '', city: '', address: '', industry: '', joinWay: 'open' as CreateCircleInput['joinWay'], joinYuan: '', viewYuan: '' });
  const [avatarUrl, setAvatarUrl] = useState('');
  const [avatarError, setAvatarError] = useState('');
  const [labels, setLabels] = useState<string[]>([]);
  const [custom, setCustom] = useState('');
  const [labelError, setLabelError] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const provinces = useDomesticAreas('');
  const cities = useDomesticAreas(f.province, !!f.province);
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value });
  const fieldError = (name: string) => errors[name];

  const toggle = (label: string) => {
    setLabelError('');
    if (labels.includes(label)) setLabels(labels.filter((l) => l !== label));
    else if (labels.length >= L.labels) setLabelError(t('create.labelMax', { max: L.labels }));
    else setLabels([...labels, label]);
  };
  const addCustom = () => {
    const label = custom.trim();
    const problem = customLabelProblem(label, labels);
    if (problem) return setLabelError(t(`create.labelProblem.${problem}`, { max: L.customLabelLength, labels: L.labels }));
    setLabels([...labels, label]);
    setCustom('');
    setLabelError('');
  };
  const cropped = (file: File) => {
    setAvatarError('');
    upload.mutate(file, {
      onSuccess: (r) => setAvatarUrl(r.url),
      onError: (err) => setAvatarError(err instanceof ApiError ? (err.fieldErrors[0]?.message ?? err.message) : ''),
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const lang = currentLang();
    const labelsOf = labelsFor('circle.createCircle');
    // Typed yuan is read exactly (1.555 is refused, not rounded); its message names the price field in yuan.
    const join = f.joinWay === 'paid' ? parseYuan(f.joinYuan, PRICE) : { ok: true as const, fen: 0 };
    const view = parseYuan(f.viewYuan, { minFen: 0, maxFen: PRICE.maxFen, blankFen: 0 });
    const body = {
      name: f.name,
      description: f.description,
      avatarUrl,
      province: f.province,
      city: f.city,
      address: f.address,
      industry: f.industry,
      labels,
      joinWay: f.joinWay,
      joinPriceFen: join.ok ? join.fen : 0,
      viewPriceFen: view.ok ? view.fen : 0,
    };
    const errs = validate(ZCreateCircleBody, { ...body, labels: labels.join(',') }, lang, 'circle.createCircle');
    if (!join.ok) errs.joinPriceFen = formatRule(join.token, 'joinPriceFen', lang, labelsOf);
    if (!view.ok) errs.viewPriceFen = formatRule(view.token, 'viewPriceFen', lang, labelsOf);
    setErrors(errs);
    if (Object.keys(errs).length) return;
    create.mutate(body, {
      onSuccess: (c) => void navigate(paths.circleAffiche(c.cid), { replace: true }),
      onError: (err) => setErrors(serverFieldErrors(err)),
    });
  };
  if (!options.data)
    return (
      <Page title={t('titles.newCircle')} backTo={paths.myCircles}>
        <Loading />
      </Page>
    );
  const custom8 = count(custom);
  const formError = create.error && !(create.error instanceof ApiError && create.error.fieldErrors.length) ? create.error.message : '';
  return (
    <Page title={t('titles.newCircle')} backTo={paths.myCircles}>
      <form className="form" noValidate onSubmit={submit} data-testid="new-circle-form">
        <Field
          label={t('create.name')}
          name="name"
          value={f.name}
          onChange={set('name')}
          maxLength={L.nameLength}
          suffix={
            <span className="cc-counter" data-testid="name-counter">
              {count(f.name)}/{L.nameLength}
            </span>
          }
          error={fieldError('name')}
        />
        <div className={`field${fieldError('description') ? ' field-error' : ''}`}>
          <label htmlFor="f-description">{t('create.description')}</label>
          <div className="field-row">
            <textarea
              id="f-description"
              name="description"
              rows={3}
              value={f.description}
              onChange={set('description')}
              maxLength={L.descriptionLength}
              aria-invalid={Boolean(fieldError('description'))}
              data-testid="description"
            />
            <span className="cc-counter" data-testid="description-counter">
              {count(f.description)}/{L.descriptionLength}
            </span>
          </div>
          {fieldError('description') && (
            <p className="field-msg" data-testid="description-error">
              {fieldError('description')}
            </p>
          )}
        </div>
        <AvatarCropPicker url={avatarUrl} busy={upload.isPending} error={avatarError || fieldError('avatarUrl')} onCropped={cropped} testId="avatar-pick" />
        <div className="cc-row-2">
          <OptionSheet
            label={t('create.province')}
            value={f.province}
            placeholder={t('create.pickProvince')}
            options={[{ value: '', label: t('create.noRegion') }, ...plainChoices(provinces.data?.provinces ?? [])]}
            onChange={(province) => setF({ ...f, province, city: '' })}
            testId="province"
            error={fieldError('province')}
          />
          <OptionSheet
            label={t('create.city')}
            value={f.city}
            placeholder={t('create.pickCity')}
            options={plainChoices(cities.data?.cities ?? [])}
            disabled={!f.province}
            onChange={(city) => setF({ ...f, city })}
            testId="city"
            error={fieldError('city')}
          />
        </div>
        <Field label={t('create.address')} name="address" value={f.address} onChange={set('address')} maxLength={100} error={fieldError('address')} />
        <OptionSheet
          label={t('create.industry')}
          value={f.industry}
          placeholder={t('create.noIndustry')}
          options={[{ value: '', label: t('create.noIndustry') }, ...plainChoices(options.data.industries)]}
          onChange={(industry) => setF({ ...f, industry })}
          testId="industry"
          error={fieldError('industry')}
        />
        <fieldset className="field" data-testid="labels">
          <legend>{t('create.labels', { n: labels.length, max: L.labels })}</legend>
          {/* Several labels at once, each switched on and off by itself: the shared Chips. */}
          <Chips
            wrap
            items={[...options.data.presetLabels, ...labels.filter((l) => !options.data.presetLabels.includes(l))].map((l) => ({
              key: l,
              label: l,
              pressed: labels.includes(l),
              onToggle: () => toggle(l),
            }))}
          />
          <div className="field-row">
            <input aria-label={t('create.customLabel')} placeholder={t('create.customLabel')} value={custom} onChange={(e) => setCustom(e.target.value)} data-testid="custom-label" />
            <span className="cc-counter" data-testid="custom-counter">
              {custom8}/{L.customLabelLength}
            </span>
            <button type="button" className="cc-chip" onClick={addCustom} data-testid="custom-add">
              {t('create.addLabel')}
            </button>
          </div>
          <p className="muted">{t('create.labelRules', { max: L.customLabelLength, labels: L.labels })}</p>
          {(labelError || fieldError('labels')) && (
            <p className="field-msg" role="alert" data-testid="label-error">
              {labelError || fieldError('labels')}
            </p>
          )}
        </fieldset>
        <fieldset className="field">
          <legend>{t('create.joinWay')}</legend>
          <div className="cc-radios">
            {(['open', 'approval', 'paid'] as const).map((w) => (
              <label key={w}>
                <input type="radio" name="joinWay" value={w} checked={f.joinWay === w} onChange={set('joinWay')} data-testid={`joinway-${w}`} />
                {t(`joinWay.${w}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {f.joinWay === 'paid' && (
          <Field
            label={t('create.joinPrice')}
            name="joinYuan"
            inputMode="decimal"
            value={f.joinYuan}
            onChange={set('joinYuan')}
            suffix={<span className="muted">{t('create.yuan')}</span>}
            error={fieldError('joinPriceFen')}
            placeholder={t('create.priceRange')}
          />
        )}
        <Field
          label={t('create.viewPrice')}
          name="viewYuan"
          inputMode="decimal"
          value={f.viewYuan}
          onChange={set('viewYuan')}
          suffix={<span className="muted">{t('create.yuan')}</span>}
          error={fieldError('viewPriceFen')}
          placeholder={t('create.viewPriceHint')}
        />
        {formError && (
          <p className="form-error" role="alert" data-testid="create-error">
            {formError}
          </p>
        )}
        <Button type="submit" disabled={create.isPending} data-testid="create-submit">
          {t('create.submit')}
        </Button>
      </form>
    </Page>
  );
}
