import { initContract } from '@ts-rest/core';
import type { RouteMeta, ServiceBase } from './bases';

export const c = initContract();

/** Shorthand for route metadata; every route declares its base and who may call it. */
export const meta = (auth: RouteMeta['auth'], base: ServiceBase = 'main'): RouteMeta => ({ base, auth });

/** Form-encoded POST, the legacy default for bodies. */
export const FORM = 'application/x-www-form-urlencoded' as const;
export const FORM_CONTENT_TYPE = FORM;
