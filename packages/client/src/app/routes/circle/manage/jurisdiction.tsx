import { Page, Loading } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useJurisdiction, useSetJurisdiction } from '../../../../features/circle/api-manage';
import { useCid } from './use-cid';
import { Switch } from '../../../../components/ui/Switch';

const FLAGS = ['noMemberBulletin', 'noViewOthers', 'noAddContacts'] as const;

/** CircleJurisdiction: three switches restricting plain members; each tap saves. */
export default function CircleJurisdictionRoute() {
  const { t } = useTranslation('circleManage');
  const cid = useCid();
  const q = useJurisdiction(cid);
  const set = useSetJurisdiction();
  const title = t('titles.jurisdiction');
  if (q.isError)
    return (
      <Page title={title} backTo={paths.circleManage(cid)}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={title} backTo={paths.circleManage(cid)}>
        <Loading />
      </Page>
    );
  const now = q.data;
  return (
    <Page title={title} backTo={paths.circleManage(cid)}>
      <ul className="menu">
        {FLAGS.map((f) => (
          <li key={f}>
            <Switch label={t(`jurisdiction.${f}`)} checked={now[f]} disabled={set.isPending} onChange={(on) => set.mutate({ cid, ...now, [f]: on })} testId={`switch-${f}`} />
          </li>
        ))}
      </ul>
    </Page>
  );
}
