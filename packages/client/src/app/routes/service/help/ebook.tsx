import { HelpKindList } from '../../../../features/service/help/components/HelpKindList';
import { useTranslation } from '../../../../lib/i18n';

/** The e-book list of the help centre (paths.helpEbook): the shown e-books, paged. */
export default function EbookRoute() {
  const { t } = useTranslation('serviceHelp');
  return <HelpKindList kind="ebook" title={t('titles.ebook')} />;
}
