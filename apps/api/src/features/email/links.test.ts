import { describe, expect, it } from 'vitest';
import { canonicalHost } from './links.ts';

describe('canonicalHost', () => {
  it.each([
    [['127.0.0.1', 'aurora.localhost', 'localhost'], 'localhost'],
    [['www.lojaaurora.com.br', 'lojaaurora.com.br'], 'lojaaurora.com.br'],
    [['10.0.0.7', '::1', 'ipe.example'], 'ipe.example'],
    [['b.example', 'a.example'], 'a.example'],
    [['10.0.0.7'], '10.0.0.7'],
    [[], undefined],
  ])('picks a name before an address, the shortest, then alphabetical (%j)', (hosts, host) => {
    expect(canonicalHost(hosts)).toBe(host);
  });
});
