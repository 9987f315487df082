import { useState } from 'react';
import { ZSearchByMobileBody, ZSearchByNameBody, type TFoundUser } from '@card/contract';
import { Button } from '../../../components/ui/Button';
import { Tabs } from '../../../components/ui/Tabs';
import { currentLang, useTranslation } from '../../../lib/i18n';
import { serverFieldErrors, validate } from '../../../lib/form-errors';
import { searchByMobile, searchByName } from '../api';

/**
 * Finds whom to give keys to: by an exact mobile number (anyone) or by name (VIP; people who allow strangers to
 * find them). Search outcomes (none found, VIP needed) show in place, not as error toasts; a number that cannot be a
 * mobile ("123") or a refused search says why under the input instead of showing nothing (issue 32, item 7).
 */
export function UserPicker({ onPick }: { onPick: (u: TFoundUser) => void }) {
  const { t } = useTranslation('wallet');
  const [by, setBy] = useState<'mobile' | 'name'>('mobile');
  const [text, setText] = useState('');
  const [found, setFound] = useState<TFoundUser[]>([]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function search() {
    setNote('');
    const mobile = text.replace(/[\s-]/g, '');
    const checked =
      by === 'mobile'
        ? validate(ZSearchByMobileBody, { mobile }, currentLang(), 'wallet.searchUserByMobile')
        : validate(ZSearchByNameBody, { keyword: text }, currentLang(), 'wallet.searchUserByName');
    const first = Object.values(checked)[0];
    setError(first ?? '');
    if (first) {
      setFound([]);
      return;
    }
    setBusy(true);
    try {
      const out = by === 'mobile' ? await searchByMobile(mobile) : await searchByName(text);
      if (out.kind === 'results') setFound(out.data);
      else {
        setFound([]);
        setNote(out.message);
      }
    } catch (err) {
      setFound([]);
      setError(Object.values(serverFieldErrors(err))[0] ?? (err instanceof Error ? err.message : ''));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      <Tabs
        variant="chips"
        label={t('keys.searchBy')}
        value={by}
        onChange={(k) => {
          setBy(k);
          setFound([]);
          setNote('');
          setError('');
        }}
        options={(['mobile', 'name'] as const).map((k) => ({ value: k, label: t(`keys.by.${k}`), testId: `pick-by-${k}` }))}
      />
      <form
        className="wallet-search"
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
      >
        <label className="sr-only" htmlFor="pick-text">
          {t(`keys.by.${by}`)}
        </label>
        <input
          id="pick-text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          inputMode={by === 'mobile' ? 'tel' : 'text'}
          placeholder={t(`keys.placeholder.${by}`)}
          data-testid="pick-text"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'pick-text-err' : undefined}
        />
        <Button type="submit" disabled={busy || !text.trim()} data-testid="pick-search">
          {t('keys.search')}
        </Button>
      </form>
      {error && (
        <p className="field-msg" id="pick-text-err" role="alert" data-testid="pick-error">
          {error}
        </p>
      )}
      {note && (
        <p className="muted" role="status" data-testid="pick-note">
          {note}
        </p>
      )}
      {found.length > 0 && (
        <ul className="wallet-list" data-testid="pick-results">
          {found.map((u) => (
            <li key={u.phoneIdEcr}>
              <div>
                <p>{u.name}</p>
                <p className="muted">{u.phoneMasked}</p>
              </div>
              <Button variant="ghost" onClick={() => onPick(u)} data-testid="pick-user">
                {t('keys.choose')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
