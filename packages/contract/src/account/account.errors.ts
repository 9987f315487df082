import { e, type CatalogueEntry } from '../common/error-entry';

/** The account area's catalogue entries (registration, sign-in, codes, issue 7's SMS abuse and lockouts); the area's manifest (account.area.ts) adds them to the catalogue. */
export const ACCOUNT_ERRORS = {
  // Account and registration
  MOBILE_INCORRECT: e(1010001, 400, '手机号码不正确', 'The mobile number is incorrect'),
  ALREADY_REGISTERED: e(1010002, 409, '您已是注册用户', 'You are already a registered user'),
  PHONE_REGISTERED: e(1010003, 409, '该手机号已注册', 'This phone number is already registered'),
  USER_EXISTS: e(1010004, 409, '用户已存在', 'User already exists'),
  USER_NOT_EXIST: e(1010005, 404, '用户不存在', 'User does not exist'),
  REFEREE_NOT_EXIST: e(1010006, 400, '推荐人不存在', 'The referee does not exist'),
  REFEREE_RELATION_MISSING: e(1010007, 400, '推荐关系缺失，无法注册', 'Recommender relation missing, cannot register'),
  AGREEMENT_REQUIRED: e(1010008, 400, '请先同意用户服务协议', 'Please agree to the user service agreement first'),
  PASSWORD_RULE: e(1010009, 400, '密码规则错误：6-20位，须包含字母和数字', 'Password rule error: 6-20 characters with letters and digits'),
  BAD_CREDENTIALS: e(1010010, 400, '账号不存在或密码错误', 'Account does not exist or password incorrect'),
  CODE_WRONG: e(1010011, 400, '验证码错误', 'Verification code is wrong'),
  CODE_MISSING: e(1010012, 400, '请输入验证码', 'Verification code is missing'),
  CODE_NOT_EXIST: e(1010013, 400, '验证码不存在或已过期', 'Verification code does not exist or has expired'),
  TOO_MANY_ATTEMPTS: e(1010014, 429, '错误次数过多，请稍后再试', 'Too many wrong attempts, retry later'),
  LOCKED: e(1010015, 423, '已锁定，请稍后再试或找回密码', 'Locked, retry later or retrieve the password'),
  OLD_TX_PWD_WRONG: e(1010016, 400, '原交易密码不正确', 'Old transaction password incorrect'),
  TX_PWD_WRONG: e(1010017, 400, '交易密码错误', 'Wrong transaction password'),
  NOT_EQUAL: e(1010018, 400, '两次输入不一致', 'The two entries are not equal'),
  CODE_COOLDOWN: e(1010019, 429, '验证码发送太频繁，请稍后再试', 'Codes are requested too often, retry later'),
  OLD_PASSWORD_WRONG: e(1010020, 400, '原密码不正确', 'Old password incorrect'),
  PASSWORD_ALREADY_SET: e(1010021, 409, '已设置过密码', 'A password is already set'),
  TX_PWD_NOT_SET: e(1010022, 400, '尚未设置交易密码', 'No transaction password is set'),
  TX_PWD_RULE: e(1010023, 400, '交易密码须为6位数字', 'The transaction password must be 6 digits'),
  // --- issue 7, SMS abuse (1200001-1200099) ---
  /** The SMS gateway refused or failed to send; its own text stays in the server log. */
  SMS_SEND_FAILED: e(1200001, 503, '短信发送失败，请稍后再试', 'The SMS could not be sent, please retry later'),
  // --- issue 7, lockouts (1200100-1200199) ---
  /** Password login locked after wrong passwords; anyone can cause it by guessing, so it names the way that stays open. */
  LOGIN_PASSWORD_LOCKED: e(
    1200101,
    429,
    '密码错误次数过多，已锁定15分钟，可使用短信验证码登录',
    'Too many wrong passwords: password login is locked for 15 minutes. You can still log in with an SMS code',
  ),
} as const satisfies Record<string, CatalogueEntry>;
