// Generated from the contract by packages/client/build/contract-routes.ts; do not edit by hand (a client test
// compares it with the contract). Regenerate: `cd packages/client && npx tsx build/contract-routes.ts`.

import { FORM, MULTIPART, r } from './route-entry';

/** The service area's calls. */
export const serviceRoutes = {
  findHelpHome: r('GET', '/customerService/s/findHelpHome.xhtml', undefined, 'main'),
  findHelpList: r('GET', '/customerService/s/findHelpList.xhtml', undefined, 'main'),
  findHelpDetail: r('GET', '/customerService/s/findHelpDetail.xhtml', undefined, 'main'),
  searchHelp: r('GET', '/customerService/s/searchHelp.xhtml', undefined, 'main'),
  saveHelpArticle: r('POST', '/customerService/helpCenter/saveHelpArticle.xhtml', FORM, 'main'),
  hideHelpArticle: r('POST', '/customerService/helpCenter/hideHelpArticle.xhtml', FORM, 'main'),
  findHelpArticles: r('POST', '/customerService/helpCenter/findHelpArticles.xhtml', FORM, 'main'),
  uploadServiceVoucher: r('POST', '/customerService/advisory/uploadServiceVoucher.xhtml', MULTIPART, 'main'),
  submitTicket: r('POST', '/customerService/advisory/submitTicket.xhtml', FORM, 'main', true),
  submitSecurityTicket: r('POST', '/customerService/security/submitSecurityTicket.xhtml', FORM, 'main', true),
  findMyTickets: r('POST', '/customerService/advisory/findMyTickets.xhtml', FORM, 'main'),
  findTicketDetail: r('POST', '/customerService/advisory/findTicketDetail.xhtml', FORM, 'main'),
  addTicketAddition: r('POST', '/customerService/advisory/addTicketAddition.xhtml', FORM, 'main', true),
  closeTicket: r('POST', '/customerService/advisory/closeTicket.xhtml', FORM, 'main'),
  findServiceMessage: r('POST', '/customerService/advisory/findServiceMessage.xhtml', FORM, 'main'),
  findServiceTickets: r('POST', '/customerService/advisory/findServiceTickets.xhtml', FORM, 'main'),
  findServiceTicketDetail: r('POST', '/customerService/advisory/findServiceTicketDetail.xhtml', FORM, 'main'),
  replyTicket: r('POST', '/customerService/advisory/replyTicket.xhtml', FORM, 'main', true),
  closeServiceTicket: r('POST', '/customerService/advisory/closeServiceTicket.xhtml', FORM, 'main'),
  uploadComplaintPicture: r('POST', '/complaint/uploadComplaintPicture.xhtml', MULTIPART, 'main'),
  submitComplaint: r('POST', '/complaint/submitComplaint.xhtml', FORM, 'main', true),
  findMyComplaints: r('POST', '/complaint/findMyComplaints.xhtml', FORM, 'main'),
  findComplaintDetail: r('POST', '/complaint/findComplaintDetail.xhtml', FORM, 'main'),
  findComplaints: r('POST', '/customerService/complaint/findComplaints.xhtml', FORM, 'main'),
  decideComplaint: r('POST', '/customerService/complaint/decideComplaint.xhtml', FORM, 'main'),
  findRealTimeConfig: r('POST', '/customerService/findRealTimeConfig.xhtml', FORM, 'main'),
  findMyConversation: r('POST', '/customerService/online/findMyConversation.xhtml', FORM, 'main'),
  startConversation: r('POST', '/customerService/online/startConversation.xhtml', FORM, 'main', true),
  findMessages: r('POST', '/customerService/online/findMessages.xhtml', FORM, 'main'),
  sendMessage: r('POST', '/customerService/online/sendMessage.xhtml', FORM, 'main'),
  readMessages: r('POST', '/customerService/online/readMessages.xhtml', FORM, 'main'),
  closeConversation: r('POST', '/customerService/online/closeConversation.xhtml', FORM, 'main'),
  findConversation: r('POST', '/customerService/online/findConversation.xhtml', FORM, 'main'),
  onlineList: r('POST', '/customerService/online/onlineList.xhtml', FORM, 'main'),
  acceptConversation: r('POST', '/customerService/online/acceptConversation.xhtml', FORM, 'main'),
};
