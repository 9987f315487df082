import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['programmePersona'];
const h = (title: string) => ({ title: `programmePersona:titles.${title}`, ns });

/** Routes of the programme area's persona part (issue 18); each screen a lazy chunk with its catalogue in the handle. */
export const programmePersonaRoutes: RouteObject[] = [
  { path: paths.pendants, lazy: lazyScreen(() => import('./persona/pendants')), handle: h('pendants') },
  { path: paths.nicknameCustoms, lazy: lazyScreen(() => import('./persona/nickname-customs')), handle: h('nicknameCustoms') },
];
