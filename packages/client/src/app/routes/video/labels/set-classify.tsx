import '../../../../features/video/video-labels.css';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useSetType, useTypes } from '../../../../features/video/api-labels';
import { useMyVideo } from '../../../../features/video/api-library';

/** /microvideo/setClassify/:id (a video's "更多" sheet): pick one of my classes, or none, for one video. */
export default function SetClassifyRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('videoLabels');
  const navigate = useNavigate();
  const video = useMyVideo(id);
  const types = useTypes();
  const set = useSetType();
  const [picked, setPicked] = useState<string | null>(null);
  const title = t('titles.setClassify');
  const back = paths.moreOperate(id);
  if (video.isError)
    return (
      <Page title={title} backTo={paths.microVideoHome}>
        <p className="result muted">{video.error.message}</p>
      </Page>
    );
  if (!video.data || !types.data)
    return (
      <Page title={title} backTo={back}>
        <Loading />
      </Page>
    );
  const current = picked ?? video.data.typeId ?? '';
  return (
    <Page title={title} backTo={back}>
      <p data-testid="vlb-set-video">{t('classify.forVideo', { title: video.data.title })}</p>
      {types.data.length === 0 && (
        <p className="muted">
          {t('classify.none')}{' '}
          <Link className="vlb-link" to={paths.manageClassify}>
            {t('classify.goManage')}
          </Link>
        </p>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          set.mutate(
            { videoId: id, typeId: current },
            {
              onSuccess: () => {
                toast.info(t('done.typeSet'));
                void navigate(back);
              },
            },
          );
        }}
      >
        <fieldset className="vlb-section">
          <legend>{t('classify.pick')}</legend>
          <label className="vlb-radio">
            <input type="radio" name="type" checked={current === ''} onChange={() => setPicked('')} />
            {t('classify.noType')}
          </label>
          {types.data.map((ty) => (
            <label key={ty.id} className="vlb-radio" data-testid="vlb-type-option">
              <input type="radio" name="type" checked={current === ty.id} onChange={() => setPicked(ty.id)} />
              {ty.name}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-primary" disabled={set.isPending} data-testid="vlb-type-save">
          {t('classify.save')}
        </button>
      </form>
      <p>
        <Link className="vlb-link" to={paths.manageClassify} data-testid="vlb-go-classify">
          {t('classify.goManage')}
        </Link>
      </p>
    </Page>
  );
}
