import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { Sheet } from '../../../../components/ui/Sheet';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { readYuan } from '../../../../lib/yuan-input';
import { useDeleteCircle, useManageInfo, useSetJoinWay } from '../../../../features/circle/api-manage';
import { useCid } from './use-cid';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** CircleManage: the admin's rows to every management screen; join way and deletion for the owner. */
export default function CircleManageRoute() {
  const { t } = useTranslation('circleManage');
  const cid = useCid();
  const q = useManageInfo(cid);
  const del = useDeleteCircle();
  const navigate = useNavigate();
  const [way, setWay] = useState(false);
  const title = t('titles.manage');
  if (q.isError)
    return (
      <Page title={title} backTo={paths.myCircles}>
        <p className="result muted" data-testid="manage-refused">
          {q.error.message}
        </p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={title} backTo={paths.myCircles}>
        <Loading />
      </Page>
    );
  const info = q.data;
  const owner = info.myRole === 'owner';
  const row = (to: string, label: string, value: string | number | null, testId: string) => (
    <li>
      <Link to={to} data-testid={testId}>
        <span>{label}</span>
        {value !== null && <span className="muted">{value}</span>}
      </Link>
    </li>
  );
  return (
    <Page title={title} backTo={paths.myCircles}>
      <h2 className="section-title" data-testid="manage-name">
        {info.name}
      </h2>
      <ul className="menu">
        {row(paths.editCircleName(cid), t('home.name'), info.name, 'row-name')}
        {row(paths.circleDescribe(cid), t('home.describe'), null, 'row-describe')}
        {row(paths.circleMember(cid), t('home.members'), t('home.count', { n: info.memberCount }), 'row-members')}
        {row(paths.circleAdmin(cid), t('home.admins'), `${info.adminCount}/${info.adminsMax}`, 'row-admins')}
        {row(paths.circleHonour(cid), t('home.honour'), null, 'row-honour')}
        {row(paths.circleJurisdiction(cid), t('home.jurisdiction'), null, 'row-jurisdiction')}
        {row(paths.circleInviteFriend(cid), t('home.invite'), null, 'row-invite')}
        {row(paths.circleMemberWaitInfo(cid), t('home.pending'), info.pendingCount, 'row-pending')}
        {/* The owner's 投诉记录 is the inbox of complaints about this circle, not a form against it (issue 32). */}
        {owner && row(paths.circleComplaintInbox(cid), t('home.complain'), null, 'row-complain')}
        {owner && row(paths.circleIncome(cid), t('home.income'), null, 'row-income')}
        {owner && row(paths.circleTransfer(cid), t('home.transfer'), null, 'row-transfer')}
        {owner && (
          <li>
            <button type="button" className="menu-row link-btn" style={{ width: '100%', font: 'inherit' }} onClick={() => setWay(true)} data-testid="row-joinway">
              <span>{t('home.joinWay')}</span>
              <span className="muted">
                {t(`joinWay.${info.joinWay}`)}
                {info.joinWay === 'paid' ? ` ¥${yuan(info.joinPriceFen)}` : ''}
              </span>
            </button>
          </li>
        )}
      </ul>
      {owner && (
        <ConfirmButton
          label={t('home.delete')}
          armedLabel={t('home.deleteArmed')}
          confirmText={t('home.deleteText')}
          testId="delete-circle"
          onConfirm={() =>
            del.mutate(
              { cid },
              {
                onSuccess: () => {
                  toast.info(t('home.deleted'));
                  void navigate(paths.myCircles);
                },
              },
            )
          }
        />
      )}
      {owner && <JoinWaySheet open={way} onClose={() => setWay(false)} cid={cid} info={info} />}
    </Page>
  );
}

function JoinWaySheet({
  open,
  onClose,
  cid,
  info,
}: {
  open: boolean;
  onClose: () => void;
  cid: string;
  info: { joinWay: 'open' | 'approval' | 'paid'; joinPriceFen: number; viewPriceFen: number; hasPayingMembers: boolean };
}) {
  const { t } = useTranslation('circleManage');
  const [joinWay, setJoinWay] = useState(info.joinWay);
  const [price, setPrice] = useState(info.joinPriceFen ? yuan(info.joinPriceFen) : '');
  const set = useSetJoinWay();
  // Read by the contract's money rule (issue 32, item 7): 1.555 or -5 is said under the price, not rounded and sent.
  const read = readYuan(price, { minFen: 0, maxFen: 10_000_000, blankFen: 0 }, 'joinPriceFen', 'circle.setCircleJoinWay');
  const [tried, setTried] = useState(false);
  const priceError = joinWay === 'paid' && tried ? read.error : undefined;
  return (
    <Sheet open={open} title={t('home.joinWay')} onClose={onClose} testId="joinway-sheet">
      {info.hasPayingMembers && <p className="muted">{t('joinWay.locked')}</p>}
      <div className="form">
        <div className="tabs">
          {(['open', 'approval', 'paid'] as const).map((w) => (
            <button key={w} type="button" className={w === joinWay ? 'active' : ''} onClick={() => setJoinWay(w)} data-testid={`way-${w}`}>
              {t(`joinWay.${w}`)}
            </button>
          ))}
        </div>
        {joinWay === 'paid' && (
          <div className="field">
            <label htmlFor="join-price">{t('joinWay.price')}</label>
            <div className="field-row">
              <input
                id="join-price"
                inputMode="decimal"
                value={price}
                onChange={(e) => setPrice(e.target.value)}
                aria-invalid={Boolean(priceError)}
                aria-describedby={priceError ? 'join-price-err' : undefined}
              />
              <span>{t('joinWay.yuan')}</span>
            </div>
            {priceError && (
              <p className="field-msg" id="join-price-err" data-testid="join-price-error">
                {priceError}
              </p>
            )}
          </div>
        )}
        <Button
          disabled={set.isPending}
          data-testid="joinway-save"
          onClick={() => {
            setTried(true);
            if (joinWay === 'paid' && read.fen === undefined) return;
            set.mutate(
              { cid, joinWay, joinPriceFen: joinWay === 'paid' ? (read.fen ?? 0) : 0, viewPriceFen: info.viewPriceFen },
              {
                onSuccess: () => {
                  toast.info(t('saved'));
                  onClose();
                },
              },
            );
          }}
        >
          {t('save')}
        </Button>
      </div>
    </Sheet>
  );
}
