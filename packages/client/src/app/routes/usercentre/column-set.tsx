import { useTranslation } from '../../../lib/i18n';
import { Page, Loading } from '../../../components/layouts/Page';
import { useHomeAggregate } from '../../../features/usercentre/api';
import { ColumnEditor } from '../../../features/usercentre/components/ColumnEditor';

/** Module order and visibility of the management centre. */
export default function ColumnSetRoute() {
  const { t } = useTranslation('usercentre');
  const home = useHomeAggregate();
  return (
    <Page title={t('titles.columnSet')}>
      <p className="uc-note">{t('columnSet.hint')}</p>
      {home.data ? <ColumnEditor zones={home.data.modules} /> : <Loading />}
    </Page>
  );
}
