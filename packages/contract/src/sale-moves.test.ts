import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './orders.ts';
import { canMove, lacksTrackingCode, movesFrom, needsTrackingCode } from './sale-moves.ts';

const ALLOWED: [OrderStatus, OrderStatus][] = [
  ['aguardando_pagamento', 'cancelado'],
  ['pago', 'em_separacao'],
  ['pago', 'cancelado'],
  ['em_separacao', 'enviado'],
  ['em_separacao', 'cancelado'],
  ['enviado', 'entregue'],
];

describe('canMove', () => {
  it.each(ALLOWED)('lets the seller move a sale from %s to %s', (from, to) => {
    expect(canMove(from, to)).toBe(true);
  });

  const refused = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => !ALLOWED.some(([a, b]) => a === from && b === to)).map(
      (to) => [from, to] as [OrderStatus, OrderStatus],
    ),
  );
  it.each(refused)('refuses a move from %s to %s', (from, to) => {
    expect(canMove(from, to)).toBe(false);
  });
});

describe('movesFrom', () => {
  it.each([
    ['pago', ['em_separacao', 'cancelado']],
    ['enviado', ['entregue']],
    ['entregue', []],
    ['cancelado', []],
    ['expirado', []],
  ] as const)('offers from %s the moves %j', (status, moves) => {
    expect(movesFrom(status)).toEqual(moves);
  });
});

describe('lacksTrackingCode', () => {
  const shipped = { address: { zip_code: '01310100' } };
  const servicesOnly = { address: null };

  it('asks a shipment by carrier for its tracking code', () => {
    expect(needsTrackingCode(shipped)).toBe(true);
    expect(lacksTrackingCode({ status: 'enviado' }, true)).toBe(true);
    expect(lacksTrackingCode({ status: 'enviado', tracking_code: 'QB123456785BR' }, true)).toBe(
      false,
    );
  });

  it('lets a services-only sale ship without one', () => {
    expect(needsTrackingCode(servicesOnly)).toBe(false);
    expect(lacksTrackingCode({ status: 'enviado' }, false)).toBe(false);
  });

  it('asks nothing of the other moves', () => {
    expect(lacksTrackingCode({ status: 'entregue' }, true)).toBe(false);
    expect(lacksTrackingCode({ status: 'em_separacao' }, true)).toBe(false);
  });
});
