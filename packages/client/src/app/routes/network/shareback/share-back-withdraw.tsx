import { useSearchParams } from 'react-router';
import { Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { useTranslation } from '../../../../lib/i18n';
import { useWithdrawShareBack } from '../../../../features/network/api-shareback';

/**
 * /rel/shareBackWithdraw?token= (issue 34): the share-back confirmation's withdraw link. Withdrawing is a tap here,
 * never the opening of the link itself (link previews and scanners open links too).
 */
export default function ShareBackWithdrawRoute() {
  const { t } = useTranslation('networkShareBack');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const withdraw = useWithdrawShareBack();
  return (
    <Page title={t('titles.withdraw')} back={false}>
      {withdraw.data ? (
        <p className="result" role="status" data-testid="share-back-withdrawn">
          {t('withdraw.done')}
        </p>
      ) : (
        <div className="form">
          <p>{t('withdraw.confirm')}</p>
          {withdraw.error && (
            <p className="field-msg" role="alert" data-testid="share-back-withdraw-error">
              {withdraw.error.message}
            </p>
          )}
          <Button type="button" disabled={withdraw.isPending || !token} onClick={() => withdraw.mutate(token)} data-testid="share-back-withdraw">
            {t('withdraw.submit')}
          </Button>
        </div>
      )}
    </Page>
  );
}
