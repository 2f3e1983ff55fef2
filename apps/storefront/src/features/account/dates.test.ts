import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates.ts';

describe('formatDateTime', () => {
  it('writes a moment as dd/mm/aaaa às hh:mm in Brasília time', () => {
    expect(formatDateTime('2026-03-10T02:30:00Z')).toBe('09/03/2026 às 23:30');
    expect(formatDateTime('2026-12-01T15:05:00Z')).toBe('01/12/2026 às 12:05');
  });
});
