export { securityService } from './security.service';
