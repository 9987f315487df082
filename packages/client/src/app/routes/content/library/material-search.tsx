import { useState } from 'react';
import { LIMITS } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useMaterialSearch } from '../../../../features/content/api-library';
import { LibraryMaterialList } from '../../../../features/content/components/LibraryMaterialList';
import '../../../../features/content/content-library.css';
import { Inbox } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** Material by keyword (/material/MaterialSearch): title and keywords, case-insensitive. */
export default function MaterialSearchRoute() {
  const { t } = useTranslation('contentLibrary');
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const found = useMaterialSearch(keyword);
  const rows = rowsOf(found.data);
  return (
    <Page title={t('titles.materialSearch')} backTo={paths.materials}>
      <form
        className="lib-row"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(text.trim());
        }}
      >
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('searchPlaceholder')}
          aria-label={t('search')}
          maxLength={LIMITS.content.materialKeywordMax}
          data-testid="material-keyword"
        />
        <Button type="submit" disabled={!text.trim()} data-testid="material-search">
          {t('search')}
        </Button>
      </form>
      {keyword && found.data && (
        <p className="muted" data-testid="material-results">
          {t('results', { count: found.data.pages[0]?.total ?? 0 })}
        </p>
      )}
      {rows.length ? (
        <LibraryMaterialList items={rows} />
      ) : (
        keyword && !found.isLoading && <EmptyState icon={Inbox} title={t('noMaterial')} hint={t('noMaterialHint')} testId="material-empty" />
      )}
      <LoadMore hasMore={!!found.hasNextPage} loading={found.isFetchingNextPage} onMore={() => void found.fetchNextPage()} />
    </Page>
  );
}
