export { securityService } from './security.service';
export { bindingService } from './binding.service';
export { wxAuthService } from './wx-auth.service';
export { resumePath } from './wx-auth.rules';
