import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Loading, Page } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useSearchCardUser } from '../../../../features/network/api-exchange';
import { ExchangePersonRow } from '../../../../features/network/components/exchange-person';

/** Card-user search (VIP): by card name or an 11-digit mobile; a non-VIP sees the catalogue message and the way to VIP. */
export default function SearchCardUserRoute() {
  const { t } = useTranslation('network');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const q = useSearchCardUser(keyword);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!typed.trim()) {
      toast.error(t('book.keywordEmpty'));
      return;
    }
    setKeyword(typed.trim());
  };
  const out = q.data;
  return (
    <Page title={t('titles.searchCardUser')} backTo={paths.addressBook}>
      <form className="nx-search" onSubmit={submit} role="search">
        <input
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('find.placeholder')}
          aria-label={t('find.placeholder')}
          maxLength={30}
          data-testid="find-input"
        />
        <button type="submit" className="btn btn-primary" data-testid="find-submit">
          {t('book.search')}
        </button>
      </form>
      {q.isError && (
        <p className="result muted" role="alert">
          {q.error.message}
        </p>
      )}
      {keyword && !out && !q.isError && <Loading />}
      {out?.kind === 'results' && (
        <ul className="nx-list" data-testid="find-results">
          {out.data.map((u) => (
            <ExchangePersonRow key={u.phoneIdEcr} p={u} testId="find-result">
              <span className="muted" data-testid="find-state">
                {t(`card.state.${u.state}`)}
              </span>
            </ExchangePersonRow>
          ))}
        </ul>
      )}
      {out && out.kind !== 'results' && (
        <div className="result" role="alert" data-testid={`find-${out.kind}`}>
          <p>{out.message}</p>
          {out.kind === 'needVip' && (
            <Link className="btn btn-primary" to={paths.vipCentre} data-testid="find-open-vip">
              {t('find.openVip')}
            </Link>
          )}
        </div>
      )}
    </Page>
  );
}
