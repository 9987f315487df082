import { HelpKindList } from '../../../../features/service/help/components/HelpKindList';
import { useTranslation } from '../../../../lib/i18n';

/** The video list of the help centre (paths.helpVideo): the shown video tutorials, paged. */
export default function VideoRoute() {
  const { t } = useTranslation('serviceHelp');
  return <HelpKindList kind="video" title={t('titles.video')} />;
}
