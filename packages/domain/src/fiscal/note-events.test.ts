import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancelJustification,
  cancellableUntil,
  JUSTIFICATION_LENGTH,
  withinCancelWindow,
} from './note-events.ts';

describe('withinCancelWindow', () => {
  const authorizedAt = new Date('2026-03-10T15:00:00Z');
  it.each([
    ['an hour after', '2026-03-10T16:00:00Z', true],
    ['at the 24th hour', '2026-03-11T15:00:00Z', true],
    ['a second past it', '2026-03-11T15:00:01Z', false],
    ['two days after', '2026-03-12T15:00:00Z', false],
  ])('%s the authorisation: %s', (_, now, expected) => {
    expect(withinCancelWindow(authorizedAt, new Date(now))).toBe(expected);
  });

  it('ends 24 hours after the authorisation', () => {
    expect(cancellableUntil(authorizedAt).toISOString()).toBe('2026-03-11T15:00:00.000Z');
  });
});

describe('cancelJustification', () => {
  it.each([
    ['Cliente desistiu da compra', 'Cliente desistiu da compra'],
    ['Sem estoque', 'Venda cancelada pela loja: Sem estoque'],
    ['  Sem   estoque ', 'Venda cancelada pela loja: Sem estoque'],
    [null, 'Venda cancelada pela loja.'],
    ['', 'Venda cancelada pela loja.'],
  ])('takes %j as %j', (reason, expected) => {
    expect(cancelJustification(reason)).toBe(expected);
  });

  it('cuts a reason longer than SEFAZ takes at 255 characters', () => {
    const justification = cancelJustification('a'.repeat(300));
    expect(justification).toHaveLength(255);
    expect(justification.endsWith('…')).toBe(true);
  });

  it('always gives what SEFAZ takes, whatever the reason', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 400 })), (reason) => {
        const { length } = cancelJustification(reason);
        return length >= JUSTIFICATION_LENGTH.min && length <= JUSTIFICATION_LENGTH.max;
      }),
    );
  });
});
