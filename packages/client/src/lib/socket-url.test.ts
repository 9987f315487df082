import { describe, expect, it } from 'vitest';
import { backoffMs, socketUrl } from './socket-url';

describe('socketUrl', () => {
  it('follows the page: ws on http, wss on https, on the main base', () => {
    expect(socketUrl({ protocol: 'http:', host: 'h:1' }, '', '/customerService/online/socket', 'a b')).toBe('ws://h:1/customerService/online/socket?ticket=a%20b');
    expect(socketUrl({ protocol: 'https:', host: 'h' }, '/api', '/s', 't')).toBe('wss://h/api/s?ticket=t');
    expect(socketUrl({ protocol: 'http:', host: 'h' }, 'https://api.x', '/s', 't')).toBe('wss://api.x/s?ticket=t');
  });
});

describe('backoffMs', () => {
  it('doubles from the base, with jitter in the upper half', () => {
    expect(backoffMs(0, 500, 15_000, () => 0)).toBe(250);
    expect(backoffMs(0, 500, 15_000, () => 1)).toBe(500);
    expect(backoffMs(3, 500, 15_000, () => 1)).toBe(4000);
  });
  it('never passes the maximum, even after many attempts', () => {
    expect(backoffMs(10, 500, 15_000, () => 1)).toBe(15_000);
    expect(backoffMs(1000, 500, 15_000, () => 0.5)).toBe(11_250);
  });
});
