// The circle area's public surface: what the package entry (index.ts) re-exports from this folder.
export * from './circle.schemas';
export * from './circle-common.schemas';
export * from './circle-core.schemas';
export * from './circle-manage.schemas';
export * from './circle-bulletin.schemas';
export * from './circle-pay.schemas';
/** The circle area's parts, for the server's part routers (each implements one). */
export { circleCoreContract } from './circle-core.contract';
export { circleManageContract } from './circle-manage.contract';
export { circleBulletinContract } from './circle-bulletin.contract';
export { circlePayContract } from './circle-pay.contract';
