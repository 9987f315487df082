import { describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import { contract, routeScopes } from '../index';
import { AREA_LABELS, labelsFor, type Area, type LabelScope } from '../areas';
import { ZAddAlbumBody } from '../album/album.schemas';
import { ZAddColumnBody, ZMapPointBody, ZUpdateNameBody } from '../card/card.schemas';
import { ZAddLinkSetBody } from '../links/links.schemas';
import { ZErrorCodeQuery } from '../usercentre/usercentre.schemas';
import { COMMON_LABELS, labelOf } from './labels';
import { formatIssue } from './validation';

/** The first field message of a body in a scope, in both languages. */
const say = (schema: ZodTypeAny, body: unknown, scope: LabelScope | undefined) => {
  const issue = schema.safeParse(body).error!.issues[0];
  return [formatIssue(issue, 'zh-CN', '', labelsFor(scope)).message, formatIssue(issue, 'en', '', labelsFor(scope)).message];
};

describe('each area words its own fields', () => {
  it('an album name reads as the album name', () => {
    expect(say(ZAddAlbumBody, { name: '' }, 'album.addAlbum')).toEqual(['相册名称须为1-15个字符', 'album name must be 1-15 characters']);
    expect(say(ZAddAlbumBody, { name: '' }, 'album')).toEqual(['相册名称须为1-15个字符', 'album name must be 1-15 characters']);
  });

  it('a link group name, a card name, a column name and a navigation point name are all different', () => {
    expect(say(ZAddLinkSetBody, { name: '' }, 'links.addMpLinkSet')[0]).toBe('链接分组名称须为1-10个字符');
    expect(say(ZUpdateNameBody, { name: '' }, 'card.updateMpUserName')).toEqual(['名片名称须为1-30个字符', 'card name must be 1-30 characters']);
    expect(say(ZAddColumnBody, { name: '' }, 'card.addMpColumn')).toEqual(['栏目名称须为1-8个字符', 'column name must be 1-8 characters']);
    expect(say(ZMapPointBody, { name: '', address: 'a', province: 'p', city: 'c', lat: 0, lng: 0 }, 'card.addMapPoint')[1]).toBe('navigation point name must be 1-30 characters');
  });

  it('the user centre\'s `status` is the error status it looks up, not a generic "status code"', () => {
    expect(say(ZErrorCodeQuery, { status: 'x'.repeat(41) }, 'usercentre.findErrorCode')).toEqual(['错误码须为1-40个字符', 'error code must be 1-40 characters']);
  });

  it('shared fields read the same everywhere; a nested path reads its leaf', () => {
    for (const scope of ['account', 'security', 'card', 'album'] as const) expect(labelOf('phone', 'en', labelsFor(scope))).toBe('mobile number');
    expect(labelOf('mobiles.1', 'zh-CN', labelsFor('card'))).toBe('手机号码');
  });

  it('an unknown field reads as its key, an unknown or missing scope falls back to the common labels, nothing throws', () => {
    expect(labelOf('fooBar', 'zh-CN', labelsFor('album'))).toBe('fooBar');
    expect(labelOf('toString', 'en', labelsFor('album'))).toBe('toString');
    expect(labelOf('name', 'en', labelsFor(undefined))).toBe('name');
    expect(labelOf('code', 'en', labelsFor('nowhere' as LabelScope))).toBe('verification code');
    expect(labelOf('', 'en')).toBe('');
  });
});

describe('scopes follow the contract', () => {
  const areas = Object.keys(contract) as Area[];

  it('every area of the contract has labels, and every narrowed call is a real call of that area', () => {
    expect(Object.keys(AREA_LABELS).sort()).toEqual([...areas].sort());
    for (const area of areas) {
      const calls = Object.keys(AREA_LABELS[area].calls ?? {});
      expect(
        calls.filter((c) => !(c in contract[area])),
        area,
      ).toEqual([]);
    }
  });

  it('every route is indexed by its area and call, as the server looks it up', () => {
    expect(routeScopes.get(contract.album.addAlbum)).toBe('album.addAlbum');
    expect(routeScopes.get(contract.card.addMpColumn)).toBe('card.addMpColumn');
    for (const area of areas) {
      for (const [call, route] of Object.entries(contract[area])) expect(routeScopes.get(route as never)).toBe(`${area}.${call}`);
    }
  });

  it('an area never relabels a common field to mean something else without saying so in a call', () => {
    // Common fields may be narrowed per area (usercentre's phoneIdEcr is "the other card"), but `phone`, `code`
    // and `password` must read the same everywhere or the catalogue codes they map to would be misleading.
    for (const area of areas) {
      for (const key of ['phone', 'code', 'password'] as const) expect(AREA_LABELS[area].fields[key], `${area}.${key}`).toBeUndefined();
    }
    expect(COMMON_LABELS.phone.zh).toBe('手机号码');
  });
});
