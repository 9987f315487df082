import { serviceChatContract } from './service-chat.contract';
import { serviceComplaintContract } from './service-complaint.contract';
import { serviceHelpContract } from './service-help.contract';
import { serviceTicketsContract } from './service-tickets.contract';

/**
 * Customer service and help centre (issue 17): one area of the contract (`api.service.*`) in four parts on the
 * main base: help centre, tickets (feedback, advice, security service), complaints, and the live online chat.
 */
export const serviceContract = { ...serviceHelpContract, ...serviceTicketsContract, ...serviceComplaintContract, ...serviceChatContract };
