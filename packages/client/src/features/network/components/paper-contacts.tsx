import { Link } from 'react-router';
import { ScanLine } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { usePaperContacts } from '../api-scan';
import './scan.css';
import { Picture } from '../../../components/ui/Picture';

/** The address book's way to scan a paper card (issue 34). */
export function ScanPaperCardLink() {
  const { t } = useTranslation('networkScan');
  return (
    <Link className="btn btn-ghost" to={paths.scanPaperCard} data-testid="book-scan-paper">
      <ScanLine size={18} aria-hidden="true" />
      {t('book.scan')}
    </Link>
  );
}

/** The address book's paper card contacts (saved scans), each with its card picture. */
export function PaperContacts() {
  const { t } = useTranslation('networkScan');
  const list = usePaperContacts();
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  if (!rows.length) return null;
  return (
    <section data-testid="book-paper">
      <h2 className="nx-group">{t('book.paper')}</h2>
      <ul className="nx-list">
        {rows.map((r) => (
          <li key={r.id} className="sc-paper" data-testid="book-paper-contact">
            <Picture width={72} height={44} src={r.photoUrl} alt={t('scan.photo')} />
            <span className="nx-body">
              <strong>{r.fields.name}</strong>
              <small>{[r.fields.title, r.fields.company].filter(Boolean).join(' · ')}</small>
              {r.fields.mobiles[0] && <small>{r.fields.mobiles[0]}</small>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
