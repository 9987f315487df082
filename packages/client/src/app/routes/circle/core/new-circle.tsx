import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { useCircleLabels, useCreateCircle, useUploadCircleAvatar, type CreateCircleInput } from '../../../../features/circle/api-core';
import { customLabelProblem } from './label-rules';

const L = LIMITS.circle;
const count = (s: string) => [...s].length;
const toFen = (yuan: string) => Math.round(Number(yuan || '0') * 100);

/** newCircle: the create form (name x/15, description x/200, avatar, location, industry, labels, join way, prices). */
export default function NewCircleRoute() {
  const { t } = useTranslation('circle');
  const options = useCircleLabels();
  const create = useCreateCircle();
  const upload = useUploadCircleAvatar();
  const navigate = useNavigate();
  const [f, setF] = useState({ name: '', description: '', province: '', city: '', address: '', industry: '', joinWay: 'open' as CreateCircleInput['joinWay'], joinYuan: '', viewYuan: '' });
  const [avatarUrl, setAvatarUrl] = useState('');
  const [labels, setLabels] = useState<string[]>([]);
  const [custom, setCustom] = useState('');
  const [labelError, setLabelError] = useState('');
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value });
  const fieldError = (name: string) => (create.error instanceof ApiError ? create.error.fieldErrors.find((x) => x.field === name)?.message : undefined);

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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({
      name: f.name, description: f.description, avatarUrl, province: f.province, city: f.city, address: f.address, industry: f.industry, labels,
      joinWay: f.joinWay, joinPriceFen: f.joinWay === 'paid' ? toFen(f.joinYuan) : 0, viewPriceFen: toFen(f.viewYuan),
    }, { onSuccess: (c) => void navigate(paths.circleAffiche(c.cid), { replace: true }) });
  };
  if (!options.data) return <Page title={t('titles.newCircle')} backTo={paths.myCircles}><Loading /></Page>;
  const custom8 = count(custom);
  return (
    <Page title={t('titles.newCircle')} backTo={paths.myCircles}>
      <form className="form" onSubmit={submit} data-testid="new-circle-form">
        <Field label={t('create.name')} name="name" value={f.name} onChange={set('name')} maxLength={L.nameLength} required
          suffix={<span className="cc-counter" data-testid="name-counter">{count(f.name)}/{L.nameLength}</span>} error={fieldError('name')} />
        <div className={`field${fieldError('description') ? ' field-error' : ''}`}>
          <label htmlFor="f-description">{t('create.description')}</label>
          <div className="field-row">
            <textarea id="f-description" name="description" rows={3} value={f.description} onChange={set('description')} maxLength={L.descriptionLength} required />
            <span className="cc-counter" data-testid="description-counter">{count(f.description)}/{L.descriptionLength}</span>
          </div>
          {fieldError('description') && <p className="field-msg">{fieldError('description')}</p>}
        </div>
        <div className="field">
          <label htmlFor="f-avatar">{t('create.avatar')}</label>
          {avatarUrl && <img className="cc-avatar" src={avatarUrl} alt="" data-testid="avatar-preview" />}
          <input id="f-avatar" className="cc-file" type="file" accept="image/*" data-testid="avatar-input"
            onChange={(e) => { const file = e.target.files?.[0]; if (file) upload.mutate(file, { onSuccess: (r) => setAvatarUrl(r.url) }); }} />
        </div>
        <Field label={t('create.province')} name="province" value={f.province} onChange={set('province')} maxLength={20} />
        <Field label={t('create.city')} name="city" value={f.city} onChange={set('city')} maxLength={20} />
        <Field label={t('create.address')} name="address" value={f.address} onChange={set('address')} maxLength={100} />
        <div className="field">
          <label htmlFor="f-industry">{t('create.industry')}</label>
          <div className="field-row">
            <select id="f-industry" value={f.industry} onChange={set('industry')} data-testid="industry">
              <option value="">{t('create.noIndustry')}</option>
              {options.data.industries.map((i) => <option key={i} value={i}>{i}</option>)}
            </select>
          </div>
        </div>
        <fieldset className="field" data-testid="labels">
          <legend>{t('create.labels', { n: labels.length, max: L.labels })}</legend>
          <div className="cc-chips">
            {[...options.data.presetLabels, ...labels.filter((l) => !options.data.presetLabels.includes(l))].map((l) => (
              <button key={l} type="button" className={`cc-chip${labels.includes(l) ? ' on' : ''}`} aria-pressed={labels.includes(l)} onClick={() => toggle(l)}>{l}</button>
            ))}
          </div>
          <div className="field-row">
            <input aria-label={t('create.customLabel')} placeholder={t('create.customLabel')} value={custom} onChange={(e) => setCustom(e.target.value)} data-testid="custom-label" />
            <span className="cc-counter" data-testid="custom-counter">{custom8}/{L.customLabelLength}</span>
            <button type="button" className="cc-chip" onClick={addCustom} data-testid="custom-add">{t('create.addLabel')}</button>
          </div>
          <p className="muted">{t('create.labelRules', { max: L.customLabelLength, labels: L.labels })}</p>
          {(labelError || fieldError('labels')) && <p className="field-msg" role="alert" data-testid="label-error">{labelError || fieldError('labels')}</p>}
        </fieldset>
        <fieldset className="field">
          <legend>{t('create.joinWay')}</legend>
          <div className="cc-radios">
            {(['open', 'approval', 'paid'] as const).map((w) => (
              <label key={w}><input type="radio" name="joinWay" value={w} checked={f.joinWay === w} onChange={set('joinWay')} data-testid={`joinway-${w}`} />{t(`joinWay.${w}`)}</label>
            ))}
          </div>
        </fieldset>
        {f.joinWay === 'paid' && (
          <Field label={t('create.joinPrice')} name="joinYuan" inputMode="decimal" value={f.joinYuan} onChange={set('joinYuan')} suffix={<span className="muted">{t('create.yuan')}</span>}
            error={fieldError('joinPriceFen')} placeholder={t('create.priceRange')} />
        )}
        <Field label={t('create.viewPrice')} name="viewYuan" inputMode="decimal" value={f.viewYuan} onChange={set('viewYuan')} suffix={<span className="muted">{t('create.yuan')}</span>}
          error={fieldError('viewPriceFen')} placeholder={t('create.viewPriceHint')} />
        {create.error && !(create.error instanceof ApiError && create.error.fieldErrors.length) && <p className="form-error" role="alert" data-testid="create-error">{create.error.message}</p>}
        <Button type="submit" disabled={create.isPending} data-testid="create-submit">{t('create.submit')}</Button>
      </form>
    </Page>
  );
}
