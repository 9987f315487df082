import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n';

/** A keyword box: the search runs when the user submits (not on every key), with the trimmed keyword. */
export function SearchBox({ onSearch, placeholder, testId = 'search' }: { onSearch: (keyword: string) => void; placeholder: string; testId?: string }) {
  const { t } = useTranslation('circle');
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => { e.preventDefault(); onSearch(text.trim()); };
  return (
    <form className="field-row" onSubmit={submit} role="search" style={{ marginBottom: '0.8rem' }}>
      <input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={placeholder} aria-label={placeholder} maxLength={30} data-testid={`${testId}-input`} />
      <button type="submit" className="cc-chip" data-testid={`${testId}-submit`}>{t('search.go')}</button>
    </form>
  );
}
