// The activity area's public surface: what the package entry (index.ts) re-exports from this folder.
export * from './activity.schemas';
export * from './activity-events.schemas';
export * from './activity-registration.schemas';
/** The activity area's parts (issue 16), for the server's part routers. */
export { activityEventsContract } from './activity-events.contract';
export { activityRegistrationContract } from './activity-registration.contract';
