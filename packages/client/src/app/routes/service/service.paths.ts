/** Client paths of the customer service area (issue 17), joined into `paths` through the area's manifest. */
export const servicePaths = {
  // --- customer service paths (issue 17): the management centre's 客服中心 opens customerHome, 客服工作台 agentOnlineList ---
  // --- customer service paths, help part (customer home, e-books, videos, guides, detail, search, agents' articles): add below this line ---
  customerHome: '/customer/client/home',
  helpEbook: '/customer/client/helpEbook',
  helpVideo: '/customer/client/helpVideo',
  helpGuide: '/customer/client/helpGuide',
  helpDetail: (id: string) => `/customer/client/helpDetail/${encodeURIComponent(id)}`,
  helpDetailPattern: '/customer/client/helpDetail/:id',
  helpSearch: '/customer/helpCenter/search',
  agentHelpCenter: '/customer/service/helpCenter',
  // --- customer service paths, tickets part (feedback, vouchers, additions, submit, advise, security, tickets, msgDetail): add below this line ---
  serviceFeedback: '/customer/client/feedback',
  serviceVouchers: '/customer/client/vouchers',
  serviceAdditions: '/customer/client/additions',
  serviceSubmit: '/customer/client/submit',
  serviceAdvise: '/customer/client/advise',
  /** Ours: the security service (a stolen account, an unbinding, an appeal), a ticket of kind security. */
  serviceSecurity: '/customer/client/security',
  serviceTickets: '/customer/client/tickets',
  serviceTicket: (id: string) => `/customer/client/tickets/${encodeURIComponent(id)}`,
  serviceTicketPattern: '/customer/client/tickets/:id',
  /** Agents' tickets (客服工作台 → 工单处理). */
  agentTickets: '/customer/service/tickets',
  agentTicket: (id: string) => `/customer/service/tickets/${encodeURIComponent(id)}`,
  agentTicketPattern: '/customer/service/tickets/:id',
  /** A message of the message centre in full (a customer-service reply, with the way to its ticket). */
  serviceMsgDetail: (id: string) => `/customer/client/msgDetail/${encodeURIComponent(id)}`,
  serviceMsgDetailPattern: '/customer/client/msgDetail/:id',
  // --- customer service paths, complaint part (complaint intake, my complaints, agents' decisions): add below this line ---
  /** Complaint intake; `?target=<phoneIdEcr>` names the complained card. */
  serviceComplaint: '/customer/client/complaint',
  /** The user's complaints, newest first, and one of them with its decision. */
  myComplaints: '/customer/client/complaints',
  myComplaint: (id: string) => `/customer/client/complaints/${encodeURIComponent(id)}`,
  myComplaintPattern: '/customer/client/complaints/:id',
  /** Agents' complaints (pending / decided), decided in a sheet. */
  agentComplaints: '/customer/service/complaints',
  // --- customer service paths, chat part (the user's online service, the agent's list and conversation): add below this line ---
  onlineService: '/customer/client/onlineService',
  agentOnlineList: '/customer/service/onlineList',
  agentOnlineService: (id: string) => `/customer/service/onlineService/${encodeURIComponent(id)}`,
  agentOnlineServicePattern: '/customer/service/onlineService/:id',
} as const;
