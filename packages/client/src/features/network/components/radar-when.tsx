import './radar.css';
import { currentLang } from '../../../lib/i18n';

/** A radar time (a visit, a consultation) as the reader's locale writes a date and time. */
export function RadarWhen({ iso }: { iso: string }) {
  const d = new Date(iso);
  return <time dateTime={iso}>{d.toLocaleString(currentLang(), { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' })}</time>;
}
