import '../../../../features/video/video-library.css';
import { useParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useMyVideo } from '../../../../features/video/api-library';
import { LibraryPlayer } from '../../../../features/video/components/LibraryPlayer';

/** /microvideo/previewVideo/:id: the owner plays their own video (any state), with the watermark while it has one. */
export default function PreviewVideoRoute() {
  const { t } = useTranslation('videoLibrary');
  const { id = '' } = useParams();
  const q = useMyVideo(id);
  return (
    <Page title={t('titles.previewVideo')} backTo={paths.moreOperate(id)}>
      {q.isError && (
        <p className="result muted" role="alert">
          {q.error.message}
        </p>
      )}
      {q.isPending && <Loading />}
      {q.data && (
        <>
          <LibraryPlayer src={q.data.videoUrl} poster={q.data.coverUrl} watermark={q.data.watermark} />
          <h2 data-testid="vl-preview-title">{q.data.title}</h2>
          {q.data.intro && <p className="muted">{q.data.intro}</p>}
        </>
      )}
    </Page>
  );
}
