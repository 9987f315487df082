import { useState } from 'react';
import type { TFoundUser } from '@card/contract';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../lib/i18n';
import { searchByMobile, searchByName } from '../api';

/**
 * Finds whom to give keys to: by an exact mobile number (anyone) or by name (VIP; people who allow strangers to
 * find them). Search outcomes (none found, VIP needed) show in place, not as error toasts.
 */
export function UserPicker({ onPick }: { onPick: (u: TFoundUser) => void }) {
  const { t } = useTranslation('wallet');
  const [by, setBy] = useState<'mobile' | 'name'>('mobile');
  const [text, setText] = useState('');
  const [found, setFound] = useState<TFoundUser[]>([]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  async function search() {
    setBusy(true);
    setNote('');
    try {
      const out = by === 'mobile' ? await searchByMobile(text.replace(/[\s-]/g, '')) : await searchByName(text);
      if (out.kind === 'results') setFound(out.data);
      else { setFound([]); setNote(out.message); }
    } catch { setFound([]); } finally { setBusy(false); }
  }
  return (
    <div>
      <div className="wallet-filters" role="group" aria-label={t('keys.searchBy')}>
        {(['mobile', 'name'] as const).map((k) => (
          <button key={k} type="button" aria-pressed={by === k} onClick={() => { setBy(k); setFound([]); setNote(''); }} data-testid={`pick-by-${k}`}>{t(`keys.by.${k}`)}</button>
        ))}
      </div>
      <form className="wallet-search" onSubmit={(e) => { e.preventDefault(); void search(); }}>
        <label className="sr-only" htmlFor="pick-text">{t(`keys.by.${by}`)}</label>
        <input id="pick-text" value={text} onChange={(e) => setText(e.target.value)} inputMode={by === 'mobile' ? 'tel' : 'text'}
          placeholder={t(`keys.placeholder.${by}`)} data-testid="pick-text" />
        <Button type="submit" disabled={busy || !text.trim()} data-testid="pick-search">{t('keys.search')}</Button>
      </form>
      {note && <p className="muted" role="status" data-testid="pick-note">{note}</p>}
      {found.length > 0 && (
        <ul className="wallet-list" data-testid="pick-results">
          {found.map((u) => (
            <li key={u.phoneIdEcr}>
              <div><p>{u.name}</p><p className="muted">{u.phoneMasked}</p></div>
              <Button variant="ghost" onClick={() => onPick(u)} data-testid="pick-user">{t('keys.choose')}</Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
