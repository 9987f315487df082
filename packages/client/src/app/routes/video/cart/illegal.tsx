import '../../../../features/video/video-cart.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useDelViolations, useViolationCount, useViolations } from '../../../../features/video/api-cart';
import { useUserInfo } from '../../../../features/account/api';
import { ShoppingCart } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Picture } from '../../../../components/ui/Picture';

/** /microvideo/illegalVideo: the owner's taken-down videos with the reason; select several and delete them. */
export default function IllegalVideoRoute() {
  const { t } = useTranslation('videoCart');
  const q = useViolations();
  const count = useViolationCount();
  const del = useDelViolations();
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const rows = rowsOf(q.data);
  const isOperator = Boolean(useUserInfo().data?.roles.includes('operator'));
  const toggle = (id: string) =>
    setPicked((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  if (q.isError)
    return (
      <Page title={t('titles.illegal')} backTo={paths.microVideoHome}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.illegal')} backTo={paths.microVideoHome}>
        <Loading />
      </Page>
    );
  return (
    <Page title={t('titles.illegal')} backTo={paths.microVideoHome}>
      {count.data && count.data.count > 0 && (
        <p className="vc-warn" data-testid="illegal-count">
          {t('illegal.count', { count: count.data.count })}
        </p>
      )}
      {rows.length === 0 && <EmptyState icon={ShoppingCart} title={t('illegal.empty')} hint={t('illegal.emptyHint')} testId="illegal-empty" />}
      <ul className="vc-list">
        {rows.map((v) => (
          <li key={v.id} className="vc-item" data-testid="illegal-video">
            <Picture width={72} height={72} className="vc-img" src={v.coverUrl} alt="" />
            <div>
              <label className="vc-check">
                <input type="checkbox" checked={picked.has(v.id)} onChange={() => toggle(v.id)} aria-label={t('illegal.select', { title: v.title })} />
                <span className="vc-name">{v.title}</span>
              </label>
              <p className="vc-warn">{t('illegal.reason', { reason: v.takedownReason || '—' })}</p>
            </div>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
      {picked.size > 0 && (
        <div className="vc-bar">
          <ConfirmButton
            label={t('illegal.delete')}
            armedLabel={t('illegal.deleteArmed', { count: picked.size })}
            testId="illegal-delete"
            disabled={del.isPending}
            onConfirm={() =>
              del.mutate([...picked], {
                onSuccess: () => {
                  setPicked(new Set());
                  toast.info(t('illegal.deleted'));
                },
              })
            }
          />
        </div>
      )}
      {/* The review is operators' (issue 32): others never see the link (the role comes from the server). */}
      {isOperator && (
        <div className="vc-links">
          <Link to={paths.operatorTab('violation')}>{t('links.review')}</Link>
        </div>
      )}
    </Page>
  );
}
