import { paths } from './paths';

/**
 * The screen each built module's tile opens (issue 31). Whether a module is built, locked for the user, VIP only or
 * coming is not decided here: every module entry the server sends carries its `state` (one rule, core/access
 * moduleState, derived from the calls the contract has for the module). A unit test keeps this map's keys equal to
 * the contract's built modules, so a module cannot be built without a screen, nor a screen claimed for one that is not.
 */
export const MODULE_SCREENS: Readonly<Record<number, string>> = {
  3: paths.shopManage, // V shop
  4: paths.linkSets, // micro link
  5: paths.microPages, // micro page / V-Leaflet
  6: paths.mapPoints, // map navigation
  36: paths.mirrorList, // mirror sync
  45: paths.dataAnalysis, // data analysis
  46: paths.albums, // album
  49: paths.moments, // moments material
  52: paths.myCases, // case showcase
  54: paths.microVideoHome, // micro video
  55: paths.posters, // posters centre
  61: paths.activityHome, // activity customer acquisition
  62: paths.registrationPages, // registration page
};

/**
 * What a module that is coming points to meanwhile, when something nearby already works: online consultation (48)
 * is not built, but visitors' written consultations (需求咨询, from the card's 咨询 link) reach the visitor radar.
 */
export const MODULE_MEANWHILE: Readonly<Record<number, string>> = {
  48: paths.radar,
};
