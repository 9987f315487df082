import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Loading, Page } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { Tabs } from '../../../../components/ui/Tabs';
import { Sheet } from '../../../../components/ui/Sheet';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { downloadExport, useAddressBook, useContactLabels, useDepartments, useExchangeRequests, useSearchFriends, useSetContactLabels } from '../../../../features/network/api-exchange';
import type { TContactRow } from '@card/contract';
import { ExchangePersonRow } from '../../../../features/network/components/exchange-person';
import { ShareBackRow } from '../../../../features/network/components/share-back-row';
import { OptionSheet } from '../../../../components/ui/OptionSheet';
import { Contact } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { PaperContacts, ScanPaperCardLink } from '../../../../features/network/components/paper-contacts';

/** /rel/addRessBook: my cards (friends) and my colleagues by department, friend search, label filter, requests, export, scan. */
export default function AddressBookRoute() {
  const { t } = useTranslation('network');
  const [tab, setTab] = useState<'friends' | 'colleagues'>('friends');
  const [labelId, setLabelId] = useState('');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [labelling, setLabelling] = useState<TContactRow | null>(null);
  const book = useAddressBook('friends', labelId);
  const departments = useDepartments(tab === 'colleagues');
  const search = useSearchFriends(keyword);
  const labels = useContactLabels();
  const pending = useExchangeRequests('received').data?.pages[0]?.pendingCount ?? 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!typed.trim()) {
      toast.error(t('book.keywordEmpty'));
      return;
    }
    setKeyword(typed.trim());
  };
  const exportFile = async (kind: 'csv' | 'vcf') => {
    if (!(await downloadExport(kind))) toast.error(t('book.exportFailed'));
  };
  const friends = rowsOf(book.data);
  return (
    <Page
      title={t('titles.addressBook')}
      backTo={paths.home}
      actions={
        <Link className="nx-topbar-link" to={paths.scanQr} data-testid="book-scan">
          {t('book.scan')}
        </Link>
      }
    >
      <div className="nx-tools">
        <Link className="btn btn-primary" to={paths.exchangeRequests} data-testid="book-requests">
          {t('book.requests')}
          {pending > 0 && (
            <span className="nx-badge" data-testid="book-requests-badge">
              {pending}
            </span>
          )}
        </Link>
        <Link className="btn btn-ghost" to={paths.searchCardUser} data-testid="book-find-users">
          {t('book.findUsers')}
        </Link>
        <Link className="btn btn-ghost" to={paths.contactLabels} data-testid="book-labels">
          {t('book.labels')}
        </Link>
        <ScanPaperCardLink />
      </div>
      <form className="nx-search" onSubmit={submit} role="search">
        <input
          type="search"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            if (!e.target.value) setKeyword('');
          }}
          placeholder={t('book.searchPlaceholder')}
          aria-label={t('book.searchPlaceholder')}
          maxLength={30}
          data-testid="book-search-input"
        />
        <button type="submit" className="btn btn-primary" data-testid="book-search">
          {t('book.search')}
        </button>
      </form>
      {keyword ? (
        search.isError ? (
          <p className="result muted" role="alert" data-testid="book-search-error">
            {search.error.message}
          </p>
        ) : !search.data ? (
          <Loading />
        ) : (
          <ul className="nx-list" data-testid="book-search-results">
            {rowsOf(search.data).map((r) =>
              r.shareBack ? <ShareBackRow key={r.contactId} row={r} /> : <ExchangePersonRow key={r.person.phoneIdEcr} p={r.person} testId="book-search-result" />,
            )}
          </ul>
        )
      ) : (
        <>
          <Tabs
            options={(['friends', 'colleagues'] as const).map((k) => ({ value: k, label: t(`book.${k}`), testId: `book-tab-${k}` }))}
            value={tab}
            onChange={setTab}
            label={t('titles.addressBook')}
          />
          {tab === 'friends' ? (
            <>
              {(labels.data?.labels.length ?? 0) > 0 && (
                <OptionSheet
                  compact
                  label={t('book.labelFilter')}
                  value={labelId}
                  onChange={setLabelId}
                  testId="book-label-filter"
                  options={[{ value: '', label: t('book.allLabels') }, ...labels.data!.labels.map((l) => ({ value: l.id, label: l.name }))]}
                />
              )}
              {book.isError ? (
                <p className="result muted">{book.error.message}</p>
              ) : !book.data ? (
                <Loading />
              ) : friends.length ? (
                <ul className="nx-list" data-testid="book-friends">
                  {friends.map((r) =>
                    r.shareBack ? (
                      <ShareBackRow key={r.contactId} row={r} />
                    ) : (
                      <ExchangePersonRow
                        key={r.person.phoneIdEcr}
                        p={r.person}
                        testId="book-friend"
                        extra={
                          r.labels.length > 0 && (
                            <small>
                              {r.labels.map((l) => (
                                <span key={l.id} className="nx-chip">
                                  {l.name}
                                </span>
                              ))}
                            </small>
                          )
                        }
                      >
                        {r.contactId && (labels.data?.labels.length ?? 0) > 0 && (
                          <button type="button" className="link-btn nx-label-btn" onClick={() => setLabelling(r)} data-testid="book-set-labels">
                            {t('book.setLabels')}
                          </button>
                        )}
                      </ExchangePersonRow>
                    ),
                  )}
                </ul>
              ) : (
                <EmptyState
                  icon={Contact}
                  title={t('book.empty')}
                  hint={t('book.emptyHint')}
                  action={{ label: t('book.emptyAction'), to: paths.scanQr, testId: 'book-empty-scan' }}
                  testId="book-empty"
                />
              )}
              <LoadMore hasMore={Boolean(book.hasNextPage)} loading={book.isFetchingNextPage} onMore={() => void book.fetchNextPage()} />
              <PaperContacts />
              {labelling && <LabelSheet row={labelling} all={labels.data?.labels ?? []} onClose={() => setLabelling(null)} />}
              <div className="nx-tools">
                <button type="button" className="btn btn-ghost" onClick={() => void exportFile('csv')} data-testid="book-export-csv">
                  {t('book.exportCsv')}
                </button>
                <button type="button" className="btn btn-ghost" onClick={() => void exportFile('vcf')} data-testid="book-export-vcf">
                  {t('book.exportVcard')}
                </button>
              </div>
            </>
          ) : departments.isError ? (
            <p className="result muted">{departments.error.message}</p>
          ) : !departments.data ? (
            <Loading />
          ) : departments.data.groups.length ? (
            <div data-testid="book-colleagues">
              {departments.data.company && <p className="muted">{departments.data.company}</p>}
              {departments.data.groups.map((g) => (
                <section key={g.departmentId ?? 'none'}>
                  <h2 className="nx-group">{g.departmentId ? g.name : t('book.noDepartment')}</h2>
                  <ul className="nx-list">
                    {g.members.map((m) => (
                      <ExchangePersonRow key={m.phoneIdEcr} p={m} testId="book-colleague" />
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          ) : (
            <p className="result muted" data-testid="book-no-colleagues">
              {t(departments.data.company ? 'book.noColleagues' : 'book.noCompany')}
            </p>
          )}
        </>
      )}
    </Page>
  );
}

/** The caller's labels as checkboxes for one card of the address book; saved together (setContactLabels). */
function LabelSheet({ row, all, onClose }: { row: TContactRow; all: { id: string; name: string }[]; onClose: () => void }) {
  const { t } = useTranslation('network');
  const [picked, setPicked] = useState(() => new Set(row.labels.map((l) => l.id)));
  const save = useSetContactLabels();
  const flip = (id: string) =>
    setPicked((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  return (
    <Sheet open title={t('book.setLabelsFor', { name: row.person.name })} onClose={onClose} testId="label-sheet">
      <ul className="nx-label-picks">
        {all.map((l) => (
          <li key={l.id}>
            <label>
              <input type="checkbox" checked={picked.has(l.id)} onChange={() => flip(l.id)} data-testid={`label-pick-${l.name}`} /> {l.name}
            </label>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn"
        disabled={save.isPending}
        data-testid="label-save"
        onClick={() =>
          save.mutate(
            { contactId: row.contactId!, labelIds: [...picked] },
            {
              onSuccess: () => {
                toast.info(t('book.labelsSaved'));
                onClose();
              },
            },
          )
        }
      >
        {t('book.saveLabels')}
      </button>
    </Sheet>
  );
}
