import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TCircleMemberItem } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useCircleMembers, useTransferCircle } from '../../../../features/circle/api-manage';
import { useCid } from './use-cid';
import { MemberRow } from './member-row';

/** CircleTransfer: pick a member, confirm; the owner hands the circle over. */
export default function CircleTransferRoute() {
  const { t } = useTranslation('circleManage');
  const cid = useCid();
  const q = useCircleMembers(cid);
  const transfer = useTransferCircle();
  const navigate = useNavigate();
  const [to, setTo] = useState<TCircleMemberItem | null>(null);
  if (!q.data)
    return (
      <Page title={t('titles.transfer')} backTo={paths.circleManage(cid)}>
        <Loading />
      </Page>
    );
  return (
    <Page title={t('titles.transfer')} backTo={paths.circleManage(cid)}>
      <p className="muted">{t('transfer.pick')}</p>
      <ul className="menu">
        {rowsOf(q.data)
          .filter((m) => m.role !== 'owner')
          .map((m) => (
            <MemberRow key={m.phoneIdEcr} m={m} onTap={() => setTo(m)} />
          ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
      {to && (
        <ConfirmButton
          className="btn btn-danger"
          label={t('transfer.to', { name: to.name || t('members.someone') })}
          armedLabel={t('transfer.armed')}
          testId="transfer-confirm"
          onConfirm={() =>
            transfer.mutate(
              { cid, phoneIdEcr: to.phoneIdEcr },
              {
                onSuccess: () => {
                  toast.info(t('transfer.done'));
                  void navigate(paths.myCircles);
                },
              },
            )
          }
        />
      )}
    </Page>
  );
}
