import '../../../../features/activity/activity-events.css';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LIMITS, type TActivity, type TSaveActivityBody } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { readYuan } from '../../../../lib/yuan-input';
import { serverFieldErrors } from '../../../../lib/form-errors';
import { useActivity, usePublishActivity, useSaveActivity } from '../../../../features/activity/api-events';
import { chinaInputValue } from '../../../../features/activity/activity-events.time';
import { PicturePicker } from '../../../../features/content/components/LibraryPicturePicker';
import { Picture } from '../../../../components/ui/Picture';

const A = LIMITS.activity;
type Draft = {
  title: string;
  intro: string;
  coverUrl: string;
  startTime: string;
  endTime: string;
  signUpEnd: string;
  address: string;
  lat: string;
  lng: string;
  feeYuan: string;
  capacity: string;
};
const blank: Draft = { title: '', intro: '', coverUrl: '', startTime: '', endTime: '', signUpEnd: '', address: '', lat: '', lng: '', feeYuan: '0', capacity: '0' };
/** Yuan typed by the owner as integer fen ("99.9" -> 9990); anything unreadable is -1, which the server refuses by name. */
const draftOf = (a: TActivity): Draft => ({
  title: a.title,
  intro: a.intro,
  coverUrl: a.coverUrl,
  startTime: chinaInputValue(a.startTime),
  endTime: chinaInputValue(a.endTime),
  signUpEnd: chinaInputValue(a.signUpEnd),
  address: a.address,
  lat: a.lat === null ? '' : String(a.lat),
  lng: a.lng === null ? '' : String(a.lng),
  feeYuan: (a.feeFen / 100).toFixed(2),
  capacity: String(a.capacity),
});

/** /activity/edit/:id (`new` adds one): the owner's activity form; saves a draft, or saves and publishes. */
export default function ActivityEditRoute() {
  const { t } = useTranslation('activityEvents');
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const q = useActivity(id, !isNew);
  const [d, setD] = useState<Draft | null>(isNew ? blank : null);
  useEffect(() => {
    if (q.data && !d) setD(draftOf(q.data));
  }, [q.data, d]);
  const title = t(isNew ? 'titles.new' : 'titles.edit');
  if (q.isError)
    return (
      <Page title={title} backTo={paths.activityHome}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!d)
    return (
      <Page title={title} backTo={paths.activityHome}>
        <Loading />
      </Page>
    );
  return (
    <Page title={title} backTo={paths.activityHome}>
      <EditForm id={isNew ? undefined : id} draft={d} status={q.data?.status ?? 'draft'} />
    </Page>
  );
}

function EditForm({ id, draft, status }: { id?: string; draft: Draft; status: TActivity['status'] }) {
  const { t } = useTranslation('activityEvents');
  const nav = useNavigate();
  const save = useSaveActivity();
  const publish = usePublishActivity();
  const [d, setD] = useState(draft);
  const [picking, setPicking] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setD({ ...d, [k]: e.target.value });
  const submit = (andPublish: boolean) => {
    // The fee is typed in yuan; blank is free. "abc", -5 or 1.555 are refused in yuan words, never sent (issue 32, item 7).
    const fee = readYuan(d.feeYuan, { minFen: 0, maxFen: A.feeMaxFen, blankFen: 0 }, 'feeFen', 'activity.saveActivity');
    setErrors(fee.error ? { feeFen: fee.error } : {});
    if (fee.fen === undefined) return;
    const body: TSaveActivityBody = {
      ...(id ? { id } : {}),
      title: d.title,
      intro: d.intro,
      coverUrl: d.coverUrl,
      startTime: d.startTime,
      endTime: d.endTime,
      signUpEnd: d.signUpEnd,
      address: d.address,
      lat: d.lat,
      lng: d.lng,
      feeFen: fee.fen,
      capacity: Number(d.capacity.trim() || '0'),
    };
    save.mutate(body, {
      onError: (err) => setErrors(serverFieldErrors(err)),
      onSuccess: (a) => {
        if (!andPublish) {
          toast.info(t('edit.saved'));
          nav(paths.activityHome);
          return;
        }
        publish.mutate(a.id, {
          onSuccess: () => {
            toast.info(t('home.published'));
            nav(paths.activityHome);
          },
        });
      },
    });
  };
  const busy = save.isPending || publish.isPending;
  return (
    <form
      className="form"
      noValidate
      data-testid="activity-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit(false);
      }}
    >
      <Field label={t('edit.title')} name="title" maxLength={A.titleMax} value={d.title} onChange={set('title')} error={errors.title} />
      <div className="field">
        <span>{t('edit.cover')}</span>
        {d.coverUrl && <Picture width={343} height={193} className="ev-hero" src={d.coverUrl} alt="" data-testid="cover-preview" />}
        <Button type="button" variant="ghost" onClick={() => setPicking(true)} data-testid="pick-cover">
          {t('edit.pickCover')}
        </Button>
      </div>
      <Field label={t('edit.startTime')} name="startTime" type="datetime-local" value={d.startTime} onChange={set('startTime')} error={errors.startTime} />
      <Field label={t('edit.endTime')} name="endTime" type="datetime-local" value={d.endTime} onChange={set('endTime')} error={errors.endTime} />
      <Field label={t('edit.signUpEnd')} name="signUpEnd" type="datetime-local" value={d.signUpEnd} onChange={set('signUpEnd')} error={errors.signUpEnd} />
      <p className="ev-muted">{t('edit.signUpEndHint')}</p>
      <Field label={t('edit.address')} name="address" maxLength={A.addressMax} value={d.address} onChange={set('address')} error={errors.address} />
      <Field label={t('edit.lat')} name="lat" inputMode="decimal" placeholder={t('edit.optional')} value={d.lat} onChange={set('lat')} error={errors.lat} />
      <Field label={t('edit.lng')} name="lng" inputMode="decimal" placeholder={t('edit.optional')} value={d.lng} onChange={set('lng')} error={errors.lng} />
      <Field label={t('edit.feeYuan')} name="feeYuan" inputMode="decimal" value={d.feeYuan} onChange={set('feeYuan')} error={errors.feeFen} />
      <Field label={t('edit.capacity')} name="capacity" inputMode="numeric" value={d.capacity} onChange={set('capacity')} error={errors.capacity} />
      <p className="ev-muted">{t('edit.capacityHint')}</p>
      <div className="field">
        <label htmlFor="f-intro">{t('edit.intro')}</label>
        <textarea id="f-intro" className="ev-textarea" name="intro" maxLength={A.introMax} value={d.intro} onChange={set('intro')} />
      </div>
      <Button type="submit" variant={status === 'draft' ? 'ghost' : 'primary'} disabled={busy} data-testid="save-activity">
        {t(status === 'draft' ? 'edit.saveDraft' : 'edit.save')}
      </Button>
      {status === 'draft' && (
        <Button type="button" disabled={busy} onClick={() => submit(true)} data-testid="save-publish">
          {t('edit.saveAndPublish')}
        </Button>
      )}
      <PicturePicker open={picking} onClose={() => setPicking(false)} onPick={(url) => setD((x) => ({ ...x, coverUrl: url }))} />
    </form>
  );
}
