/** Read caches kept correct by the database's change feed (decision 0013). */
export { changeFeed, EVERYTHING, type ChangeFeed } from './change-feed';
export { changeOf, isWrite, type Change } from './changes.rules';
export { readCache, type Loaded, type ReadCache, type ReadCacheOptions } from './read-cache';
export { cachedRead, sharedCache } from './shared';
