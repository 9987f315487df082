import { contractArea } from '../../core/area';
import { securityRouter } from './security.router';

/** Passwords, phone changes, bindings and WeChat sign-in. */
export const securityArea = contractArea('security', { router: securityRouter });
