import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { BUILT_MODULES, MODULES } from '@card/contract';
import { MODULE_MEANWHILE, MODULE_SCREENS } from './module-screens';
import { cardEditRoutes } from '../app/routes/acc/card-edit-routes';
import { albumRoutes } from '../app/routes/album/routes';
import { linksRoutes } from '../app/routes/links/routes';
import { networkRoutes } from '../app/routes/network/routes';
import { contentRoutes } from '../app/routes/content/routes';
import { videoRoutes } from '../app/routes/video/routes';
import { shopRoutes } from '../app/routes/shop/routes';
import { activityRoutes } from '../app/routes/activity/routes';
import { programmeRoutes } from '../app/routes/programme/routes';

/** The areas modules live in (the app's router adds the rest; a path outside these matches nothing). */
const screens: RouteObject[] = [...cardEditRoutes, ...albumRoutes, ...linksRoutes, ...networkRoutes, ...contentRoutes, ...videoRoutes, ...shopRoutes, ...activityRoutes, ...programmeRoutes];
const routed = (path: string) => matchRoutes(screens, path)?.at(-1)?.route.path ?? null;

describe('module screens (issue 31)', () => {
  it('every built module has a screen, and only built modules do', () => {
    expect(
      Object.keys(MODULE_SCREENS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...BUILT_MODULES].sort((a, b) => a - b));
    expect(MODULES.filter((m) => !BUILT_MODULES.has(m.id)).map((m) => m.id)).toEqual([48]);
  });

  it('each screen, and each meanwhile pointer, is a declared route', () => {
    for (const [id, path] of Object.entries({ ...MODULE_SCREENS, ...MODULE_MEANWHILE })) expect(routed(path), `module ${id} → ${path}`).not.toBeNull();
    for (const id of Object.keys(MODULE_MEANWHILE).map(Number)) expect(BUILT_MODULES.has(id), `module ${id} is built: its tile opens its screen`).toBe(false);
  });
});
