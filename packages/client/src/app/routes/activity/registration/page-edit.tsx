import '../../../../features/activity/activity-registration.css';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LIMITS, type TActivity } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { fromBeijingInput, toBeijingInput } from '../../../../lib/datetime';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { PicturePicker } from '../../../../features/content/components/LibraryPicturePicker';
import { useMyPages, useSavePage } from '../../../../features/activity/api-registration';
import { Picture } from '../../../../components/ui/Picture';

const A = LIMITS.activity;
/** A stored instant as the value of a datetime-local input, in Beijing time like every time the app shows. */
const localInput = (iso: string | null) => toBeijingInput(iso);

/** /activity/registrationPage/:id: create (`new`) or edit a registration page: title, intro, cover, deadline, places. */
export default function RegistrationPageEditRoute() {
  const { id = 'new' } = useParams();
  const { t } = useTranslation('activityRegistration');
  const q = useMyPages();
  const isNew = id === 'new';
  const row = rowsOf(q.data).find((p) => p.id === id);
  if (!isNew && !q.data)
    return (
      <Page title={t('titles.edit')} backTo={paths.registrationPages}>
        <Loading />
      </Page>
    );
  return (
    <Page title={t(isNew ? 'titles.new' : 'titles.edit')} backTo={paths.registrationPages}>
      <PageForm row={row ?? null} />
    </Page>
  );
}

function PageForm({ row }: { row: TActivity | null }) {
  const { t } = useTranslation('activityRegistration');
  const navigate = useNavigate();
  const save = useSavePage();
  const [d, setD] = useState({
    title: row?.title ?? '',
    intro: row?.intro ?? '',
    coverUrl: row?.coverUrl ?? '',
    signUpEnd: localInput(row?.signUpEnd ?? null),
    capacity: String(row?.capacity ?? 0),
  });
  const [picking, setPicking] = useState(false);
  const set = (k: keyof typeof d) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setD({ ...d, [k]: e.target.value });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        id: row?.id,
        title: d.title,
        intro: d.intro,
        coverUrl: d.coverUrl,
        signUpEnd: d.signUpEnd ? fromBeijingInput(d.signUpEnd) || undefined : undefined,
        capacity: d.capacity,
      },
      {
        onSuccess: (p) => {
          toast.info(t('edit.saved'));
          navigate(row ? paths.registrationPages : paths.registrationFields(p.id), { replace: true });
        },
      },
    );
  };
  return (
    <form className="form" noValidate onSubmit={submit} data-testid="page-form">
      <Field label={t('edit.title')} name="title" maxLength={A.regTitleMax} value={d.title} onChange={set('title')} />
      <div className="field">
        <label htmlFor="f-intro">{t('edit.intro')}</label>
        <textarea id="f-intro" name="intro" rows={4} maxLength={A.regIntroMax} value={d.intro} onChange={set('intro')} />
      </div>
      <div className="field">
        <span>{t('edit.cover')}</span>
        {d.coverUrl && <Picture width={347} height={180} className="ar-cover" src={d.coverUrl} alt="" />}
        <div className="ar-row">
          <Button type="button" variant="ghost" onClick={() => setPicking(true)}>
            {t('edit.pickCover')}
          </Button>
          {d.coverUrl && (
            <Button type="button" variant="ghost" onClick={() => setD({ ...d, coverUrl: '' })}>
              {t('edit.noCover')}
            </Button>
          )}
        </div>
      </div>
      <Field label={t('edit.signUpEnd')} name="signUpEnd" type="datetime-local" value={d.signUpEnd} onChange={set('signUpEnd')} />
      <Field label={t('edit.capacity')} name="capacity" type="number" inputMode="numeric" min={0} max={A.regCapacityMax} value={d.capacity} onChange={set('capacity')} />
      <p className="ar-muted">{t('edit.capacityHint')}</p>
      <Button type="submit" disabled={save.isPending} data-testid="save-page">
        {t('edit.save')}
      </Button>
      <PicturePicker open={picking} onClose={() => setPicking(false)} onPick={(url) => setD((x) => ({ ...x, coverUrl: url }))} />
    </form>
  );
}
