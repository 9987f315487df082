import { useState } from 'react';
import type { TNetworkPerson } from '@card/contract';
import { useNavigate } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useBindMaster, useBindRelationship, useSearchMasters, useSearchSons } from '../../../../features/network/api-mirror';
import { Repeat2 } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

const Person = ({ p, children }: { p: TNetworkPerson; children?: React.ReactNode }) => (
  <li className="menu-row" data-testid="mirror-person">
    <div>
      <strong>{p.name}</strong>
      <p className="muted">{[p.company, p.position].filter(Boolean).join(' · ')}</p>
    </div>
    {children}
  </li>
);

/** A keyword box: the search runs on submit (the keyword must not be empty). */
function SearchBox({ onSearch }: { onSearch: (k: string) => void }) {
  const { t } = useTranslation('networkMirror');
  const [text, setText] = useState('');
  return (
    <form
      className="result"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim()) onSearch(text.trim());
        else toast.error(t('search.empty'));
      }}
    >
      <Field id="mirror-keyword" name="keyword" type="search" label={t('search.label')} value={text} maxLength={30} onChange={(e) => setText(e.target.value)} data-testid="mirror-keyword" />
      <Button type="submit" data-testid="mirror-search">
        {t('search.action')}
      </Button>
    </form>
  );
}

/** /mirror/searchMotherUser: find a master card by name and ask it to take mine as its sub card (it approves or refuses). */
export function SearchMotherRoute() {
  const { t } = useTranslation('networkMirror');
  const [keyword, setKeyword] = useState('');
  const q = useSearchMasters(keyword);
  const bind = useBindMaster();
  const navigate = useNavigate();
  return (
    <Page title={t('titles.searchMother')} backTo={paths.mirrorList}>
      <SearchBox onSearch={setKeyword} />
      {keyword && !q.data && !q.isError && <Loading />}
      <ul className="menu" data-testid="mirror-masters">
        {q.data?.items.length === 0 && <EmptyState icon={Repeat2} title={t('search.none')} hint={t('search.noneHint')} as="li" />}
        {q.data?.items.map((p) => (
          <Person key={p.phoneIdEcr} p={p}>
            <Button
              type="button"
              data-testid="mirror-bind"
              disabled={bind.isPending}
              onClick={() =>
                bind.mutate(p.phoneIdEcr, {
                  onSuccess: () => {
                    toast.info(t('done.requested'));
                    void navigate(paths.mirrorList);
                  },
                })
              }
            >
              {t('search.bind')}
            </Button>
          </Person>
        ))}
      </ul>
    </Page>
  );
}

/** /mirror/searchMirrorSonList: a master finds its sub cards by name. */
export function SearchSonRoute() {
  const { t } = useTranslation('networkMirror');
  const [keyword, setKeyword] = useState('');
  const q = useSearchSons(keyword);
  return (
    <Page title={t('titles.searchSon')} backTo={paths.mirrorList}>
      <SearchBox onSearch={setKeyword} />
      {q.isError && <p className="result muted">{q.error.message}</p>}
      <ul className="menu">
        {q.data?.items.length === 0 && <EmptyState icon={Repeat2} title={t('search.none')} hint={t('search.noneHint')} as="li" />}
        {q.data?.items.map((s) => (
          <Person key={s.person.phoneIdEcr} p={s.person} />
        ))}
      </ul>
    </Page>
  );
}

/** /mirror/mirrorBindRelationship: who my card is bound to (a sub's master, a master's sub cards). */
export default function BindRelationshipRoute() {
  const { t } = useTranslation('networkMirror');
  const q = useBindRelationship();
  const title = t('titles.relationship');
  if (q.isError)
    return (
      <Page title={title} backTo={paths.mirrorList}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={title} backTo={paths.mirrorList}>
        <Loading />
      </Page>
    );
  const first = q.data.pages[0]!;
  const subs = q.data.pages.flatMap((p) => p.subs.items);
  return (
    <Page title={title} backTo={paths.mirrorList}>
      <p className="result" data-testid="mirror-role">
        {t(`role.${first.role}`)}
      </p>
      <ul className="menu">
        {first.master && <Person p={first.master} />}
        {subs.map((s) => (
          <Person key={s.person.phoneIdEcr} p={s.person} />
        ))}
        {!first.master && subs.length === 0 && <li className="menu-row muted">{t('relationshipNone')}</li>}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}
