import { c, formPost } from '../common/contract-builder';
import { commonResponses, ZNoBody } from '../common/envelope';
import {
  ZCheckMobileVip,
  ZCheckMobileVipBody,
  ZIndustries,
  ZRegisterDetail,
  ZRegisterDetailBody,
  ZRegisterInfoBody,
  ZRegisterInfoResult,
  ZRegisterSuccess,
  ZRegisterSuccessBody,
  ZShareParam,
} from './orders.schemas';

/** Registration: the offers page, the referrer, the register info form and its temporary VIP, register success. */
export const registerContract = c.router(
  {
    getJmIndustryDetail: formPost('/register/getJmIndustryDetail.xhtml', ZNoBody, ZIndustries, 'public', {
      summary: "The industries a new user picks from (a constant list, in the caller's language)",
    }),
    getRegisterDetail: formPost('/register/getRegisterDetail.xhtml', ZRegisterDetailBody, ZRegisterDetail, 'optional', {
      summary: "The register offers page: VIP plans with their offers, the referrer named by `ref` (a spokesperson's card id) and the offers text",
    }),
    registerShareParam: formPost('/register/registerShareParam.xhtml', ZNoBody, ZShareParam, 'user', {
      summary: "The caller's register invitation: an absolute register url carrying their card id as `ref`, a title and a description",
    }),
    checkMobile: formPost('/register/V0/checkMobile.xhtml', ZCheckMobileVipBody, ZCheckMobileVip, 'public', {
      summary: 'Whether a phone is registered and whether its region gets the registration offers (+86)',
    }),
    ucRegisterInfoSubmit: formPost('/register/V0/ucRegisterInfoSubmit.xhtml', ZRegisterInfoBody, ZRegisterInfoResult, 'user', {
      summary: "Completes the card's name, company and industry; binds the referrer when the caller has none; the first submit grants a temporary VIP trial",
    }),
    registerSuccessInfo: formPost('/register/registerSuccessInfo.xhtml', ZRegisterSuccessBody, ZRegisterSuccess, 'user', {
      summary: "Register success: the caller's VIP information and, when named, their order",
    }),
  },
  { commonResponses },
);
