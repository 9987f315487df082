export { captchaService } from './captcha.service';
export { secretsRepository } from './secrets.repository';
export { isLiveSecret } from './secrets.rules';
