/**
 * The account domain's public entry: what other domains may use. Sign-in codes and the session repository
 * (security's password and phone flows) and the home service (the user centre's home page).
 */
export { authRepository } from './auth.repository';
export { authService, codeTarget } from './auth.service';
export { homeService } from './home.service';
export { setTokenCookie } from './session-cookie';
