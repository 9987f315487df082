// The service area's public surface: what the package entry (index.ts) re-exports from this folder.
export * from './service.schemas';
export * from './service-help.schemas';
export * from './service-tickets.schemas';
export * from './service-complaint.schemas';
export * from './service-chat.schemas';
/** The customer service area's parts (issue 17), for the server's part routers. */
export { serviceHelpContract } from './service-help.contract';
export { serviceTicketsContract } from './service-tickets.contract';
export { serviceComplaintContract } from './service-complaint.contract';
export { serviceChatContract } from './service-chat.contract';
