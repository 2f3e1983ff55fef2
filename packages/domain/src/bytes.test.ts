import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes.ts';

describe('formatBytes', () => {
  it('reads megabytes under a gigabyte and gigabytes with a decimal comma above', () => {
    expect(formatBytes(0)).toBe('0 MB');
    expect(formatBytes(512 * 1024 ** 2)).toBe('512 MB');
    expect(formatBytes(1536 * 1024 ** 2)).toBe('1,5 GB');
    expect(formatBytes(2 * 1024 ** 3)).toBe('2 GB');
    expect(formatBytes(2_000_000_000_000)).toBe('1.862,6 GB');
  });
});
