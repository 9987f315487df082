export { securityService } from './security.service';
export { bindingService } from './binding.service';
