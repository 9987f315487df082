import './radar.css';
import { formatDateTime } from '../../../lib/datetime';

/** A radar time (a visit, a consultation) in Beijing time, as lib/datetime writes every date and time. */
export function RadarWhen({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}
