import { useState, type FormEvent } from 'react';
import { formatRule } from '@card/contract';
import { currentLang, useTranslation } from '../../../../lib/i18n';

/**
 * A keyword box: the search runs when the user submits (not on every key), with the trimmed keyword. An empty
 * search says so under the box (the contract's keyword rule, as the server words it) instead of showing nothing.
 */
export function SearchBox({ onSearch, placeholder, testId = 'search' }: { onSearch: (keyword: string) => void; placeholder: string; testId?: string }) {
  const { t } = useTranslation('circle');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const keyword = text.trim();
    setError(keyword ? '' : formatRule({ rule: 'keyword' }, 'keyword', currentLang()));
    if (keyword) onSearch(keyword);
  };
  return (
    <form onSubmit={submit} role="search" noValidate style={{ marginBottom: '0.8rem' }}>
      <div className="field-row">
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={placeholder}
          aria-label={placeholder}
          maxLength={30}
          data-testid={`${testId}-input`}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${testId}-err` : undefined}
        />
        <button type="submit" className="cc-chip" data-testid={`${testId}-submit`}>
          {t('search.go')}
        </button>
      </div>
      {error && (
        <p className="field-msg" id={`${testId}-err`} role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </form>
  );
}
