import { Link } from 'react-router';
import type { TPosterMaterial } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import { Picture } from '../../../components/ui/Picture';

/** The modules a poster can be made for (0 is the card itself), as the records screen offers them. */
export const POSTER_MODULE_CHOICES = [0, 4, 5, 46, 49, 52, 55] as const;

/** One template tile of the grid: its thumbnail and title; tapping opens the preview. */
export function PosterTile({ m, to }: { m: TPosterMaterial; to: string }) {
  return (
    <li className="poster-tile">
      <Link to={to} data-testid="poster-template" aria-label={m.title}>
        <Picture src={m.thumbUrl} alt="" width={120} height={192} />
        <span>{m.title}</span>
      </Link>
    </li>
  );
}

/** The module's name ("名片" for 0). */
export function ModuleName({ id }: { id: number }) {
  const { t } = useTranslation('contentPosters');
  return <>{t(`modules.m${id}`)}</>;
}
