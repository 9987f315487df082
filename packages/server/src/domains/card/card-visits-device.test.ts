import { describe, expect, it } from 'vitest';
import { deviceOf } from './card-visits.rules';

/** The radar's device label from a user agent (issue 31): phones by system inside WeChat or not, first match wins. */
describe('deviceOf', () => {
  const cases: [string, ReturnType<typeof deviceOf>][] = [
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47', 'iphone'],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'ipad'],
    ['Mozilla/5.0 (Linux; Android 14; V2309A) AppleWebKit/537.36 Chrome/116 Mobile Safari/537.36 MicroMessenger/8.0.44', 'android'],
    ['Mozilla/5.0 (Linux; Android 12; HarmonyOS; ALN-AL10) AppleWebKit/537.36 Chrome/99 Mobile Safari/537.36', 'harmony'],
    ['Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 Chrome/114 Safari/537.36 ArkWeb/4.1', 'harmony'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/81 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20 WindowsWechat', 'wechat'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126 Safari/537.36', 'windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 'mac'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36', 'linux'],
    ['curl/8.5.0', 'other'],
  ];
  it.each(cases)('%s → %s', (ua, device) => {
    expect(deviceOf(ua)).toBe(device);
  });

  it('no or a blank agent is unknown', () => {
    expect(deviceOf(undefined)).toBeNull();
    expect(deviceOf('   ')).toBeNull();
  });

  it('reads only the first 512 characters of an agent (a huge header costs nothing more)', () => {
    expect(deviceOf(`${'x'.repeat(511)} iPhone`)).toBe('other');
    expect(deviceOf(`${'x'.repeat(504)} iPhone`)).toBe('iphone');
  });
});
