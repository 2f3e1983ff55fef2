import { describe, expect, it } from 'vitest';
import { normalizeHost } from './host.ts';

describe('normalizeHost', () => {
  it.each([
    ['localhost', 'localhost'],
    ['localhost:5173', 'localhost'],
    ['Aurora.LocalHost:8080', 'aurora.localhost'],
    ['aurora.localhost.', 'aurora.localhost'],
    ['  ipe.localhost  ', 'ipe.localhost'],
    ['127.0.0.1:3000', '127.0.0.1'],
    ['[::1]:3000', '[::1]'],
    ['[::1]', '[::1]'],
    ['::1', '::1'],
  ])('reads %j as %j', (raw, host) => {
    expect(normalizeHost(raw)).toBe(host);
  });
});
