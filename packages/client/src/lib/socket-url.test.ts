import { describe, expect, it } from 'vitest';
import { socketUrl } from './socket-url';

describe('socketUrl', () => {
  it('follows the page: ws on http, wss on https, on the main base', () => {
    expect(socketUrl({ protocol: 'http:', host: 'h:1' }, '', '/customerService/online/socket', 'a b')).toBe('ws://h:1/customerService/online/socket?ticket=a%20b');
    expect(socketUrl({ protocol: 'https:', host: 'h' }, '/api', '/s', 't')).toBe('wss://h/api/s?ticket=t');
    expect(socketUrl({ protocol: 'http:', host: 'h' }, 'https://api.x', '/s', 't')).toBe('wss://api.x/s?ticket=t');
  });
});
