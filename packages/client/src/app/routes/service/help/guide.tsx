import { HelpKindList } from '../../../../features/service/help/components/HelpKindList';
import { useTranslation } from '../../../../lib/i18n';

/** The guide list of the help centre (paths.helpGuide): the shown guides, paged. */
export default function GuideRoute() {
  const { t } = useTranslation('serviceHelp');
  return <HelpKindList kind="guide" title={t('titles.guide')} />;
}
