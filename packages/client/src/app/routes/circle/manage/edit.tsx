import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useEditDescribe, useEditHonour, useEditName, useManagedCircle } from '../../../../features/circle/api-manage';
import { useCid } from './use-cid';
import { OptionSheet, plainChoices } from '../../../../components/ui/OptionSheet';

const L = LIMITS.circle;
const count = (s: string) => [...s.trim()].length;

/** EditCircleName: the name with its x/15 counter. */
export default function EditCircleNameRoute() {
  const { t } = useTranslation('circleManage');
  const cid = useCid();
  const q = useManagedCircle(cid);
  const [name, setName] = useState<string | null>(null);
  const save = useEditName();
  const navigate = useNavigate();
  if (!q.data)
    return (
      <Page title={t('titles.editName')} backTo={paths.circleManage(cid)}>
        <Loading />
      </Page>
    );
  const value = name ?? q.data.name;
  return (
    <Page title={t('titles.editName')} backTo={paths.circleManage(cid)}>
      <div className="form">
        <div className="field">
          <label htmlFor="circle-name">{t('edit.name')}</label>
          <div className="field-row">
            <input id="circle-name" value={value} onChange={(e) => setName(e.target.value)} data-testid="name-input" />
            <span className="muted" data-testid="name-counter">
              {count(value)}/{L.nameLength}
            </span>
          </div>
        </div>
        <Button
          disabled={save.isPending}
          data-testid="save"
          onClick={() =>
            save.mutate(
              { cid, name: value },
              {
                onSuccess: () => {
                  toast.info(t('saved'));
                  void navigate(paths.circleManage(cid));
                },
              },
            )
          }
        >
          {t('save')}
        </Button>
      </div>
    </Page>
  );
}

/** CircleDescribe: description (x/200), city, industry and labels (comma-separated, the create rules). */
export function CircleDescribeRoute() {
  const { t } = useTranslation('circleManage');
  const cid = useCid();
  const q = useManagedCircle(cid);
  if (!q.data)
    return (
      <Page title={t('titles.describe')} backTo={paths.circleManage(cid)}>
        <Loading />
      </Page>
    );
  return <DescribeForm cid={cid} start={q.data} />;
}

function DescribeForm({ cid, start }: { cid: string; start: { description: string; city: string; industry: string; labels: string[] } }) {
  const { t } = useTranslation('circleManage');
  const [description, setDescription] = useState(start.description);
  const [city, setCity] = useState(start.city);
  const [industry, setIndustry] = useState(start.industry);
  const [labels, setLabels] = useState(start.labels.join(','));
  const save = useEditDescribe();
  return (
    <Page title={t('titles.describe')} backTo={paths.circleManage(cid)}>
      <div className="form">
        <div className="field">
          <label htmlFor="d-desc">{t('edit.description')}</label>
          <div className="field-row">
            <textarea id="d-desc" rows={4} value={description} onChange={(e) => setDescription(e.target.value)} />
          </div>
          <p className="muted">
            {count(description)}/{L.descriptionLength}
          </p>
        </div>
        <div className="field">
          <label htmlFor="d-city">{t('edit.city')}</label>
          <div className="field-row">
            <input id="d-city" value={city} onChange={(e) => setCity(e.target.value)} />
          </div>
        </div>
        <OptionSheet label={t('edit.industry')} value={industry} onChange={setIndustry} testId="edit-industry" options={[{ value: '', label: '-' }, ...plainChoices(L.industries)]} />
        <div className="field">
          <label htmlFor="d-labels">{t('edit.labels', { max: L.labels })}</label>
          <div className="field-row">
            <input id="d-labels" value={labels} onChange={(e) => setLabels(e.target.value)} />
          </div>
        </div>
        <Button
          disabled={save.isPending}
          onClick={() =>
            save.mutate(
              {
                cid,
                description,
                city,
                industry,
                labels: labels
                  .split(/[,，]/)
                  .map((s) => s.trim())
                  .filter(Boolean),
              },
              { onSuccess: () => toast.info(t('saved')) },
            )
          }
        >
          {t('save')}
        </Button>
      </div>
    </Page>
  );
}

/** CircleHonour: the circle's honours text. */
export function CircleHonourRoute() {
  const { t } = useTranslation('circleManage');
  const cid = useCid();
  const q = useManagedCircle(cid);
  const [honour, setHonour] = useState<string | null>(null);
  const save = useEditHonour();
  if (!q.data)
    return (
      <Page title={t('titles.honour')} backTo={paths.circleManage(cid)}>
        <Loading />
      </Page>
    );
  const value = honour ?? q.data.honour;
  return (
    <Page title={t('titles.honour')} backTo={paths.circleManage(cid)}>
      <div className="form">
        <div className="field">
          <label htmlFor="honour">{t('edit.honour')}</label>
          <div className="field-row">
            <textarea id="honour" rows={5} value={value} onChange={(e) => setHonour(e.target.value)} />
          </div>
          <p className="muted">
            {count(value)}/{L.honourLength}
          </p>
        </div>
        <Button disabled={save.isPending} onClick={() => save.mutate({ cid, honour: value }, { onSuccess: () => toast.info(t('saved')) })}>
          {t('save')}
        </Button>
      </div>
    </Page>
  );
}
