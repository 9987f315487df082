import { useTranslation } from '../../../lib/i18n';
import { Page, Loading } from '../../../components/layouts/Page';
import { toast } from '../../../lib/toast';
import { useMyCard } from '../../../features/card/api';
import { useImageList, useUpdateTheme } from '../../../features/card/style-api';
import { ThemePicker } from '../../../features/card/components/ThemePicker';
import { BackgroundPicker } from '../../../features/card/components/BackgroundPicker';
import { MusicPicker } from '../../../features/card/components/MusicPicker';
import { LiveCardPreview } from '../../../features/card/components/LiveCardPreview';
import { LayoutPicker } from '../../../features/card/components/LayoutPicker';
import { EnglishFields } from '../../../features/card/components/EnglishFields';
import { CompanyBrandForm } from '../../../features/card/components/CompanyBrandForm';
import { useLayoutList, useUpdateLayout } from '../../../features/card/layout-api';

/** Theme, background and music of the card (the spec's /themes/forwardMpInfo). Each choice saves at once. */
export default function EditStyleRoute() {
  const { t } = useTranslation(['card', 'common']);
  const images = useImageList();
  const card = useMyCard();
  const theme = useUpdateTheme();
  const layouts = useLayoutList();
  const layout = useUpdateLayout();
  if (!images.data || !card.data || !layouts.data)
    return (
      <Page title={t('titles.editStyle')}>
        <Loading />
      </Page>
    );
  return (
    <Page title={t('titles.editStyle')}>
      {/* Each choice saves at once; the preview asks for the card again whenever the saved style changes. */}
      <LiveCardPreview
        phoneIdEcr={card.data.phoneIdEcr}
        version={JSON.stringify([images.data.current, card.data.themeId, card.data.music?.id ?? '', layouts.data.shown, layouts.data.english])}
      />
      <h3 className="section-title">{t('layout.title')}</h3>
      <LayoutPicker list={layouts.data} busy={layout.isPending} onPick={(id) => layout.mutate(id, { onSuccess: () => toast.info(t('layout.saved')) })} />
      {layouts.data.shown === 'bilingual' && <EnglishFields saved={layouts.data.english} />}
      {layouts.data.canBrand && layouts.data.company && <CompanyBrandForm brand={layouts.data.company} />}
      <h3 className="section-title">{t('style.theme')}</h3>
      <ThemePicker
        themes={images.data.themes}
        current={images.data.current.themeId}
        busy={theme.isPending}
        onPick={(id) => theme.mutate(id, { onSuccess: () => toast.info(t('style.themeSaved')) })}
      />
      <h3 className="section-title">{t('style.background')}</h3>
      <BackgroundPicker list={images.data} />
      <h3 className="section-title">
        {t('style.music')}
        {card.data.music && <span className="muted"> · {card.data.music.name}</span>}
      </h3>
      <MusicPicker currentId={card.data.music?.id ?? ''} />
    </Page>
  );
}
