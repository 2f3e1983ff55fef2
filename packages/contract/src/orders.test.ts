import { describe, expect, it } from 'vitest';
import { fulfillmentStatusLabel, paymentStatusLabel, type OrderStatus } from './orders.ts';

describe('paymentStatusLabel and fulfillmentStatusLabel', () => {
  it.each<[OrderStatus, string, string]>([
    ['aguardando_pagamento', 'Aguardando pagamento', '—'],
    ['pago', 'Pago', 'A separar'],
    ['em_separacao', 'Pago', 'Em separação'],
    ['enviado', 'Pago', 'Enviado'],
    ['entregue', 'Pago', 'Entregue'],
    ['cancelado', 'Cancelado', '—'],
    ['expirado', 'Expirado', '—'],
  ])('reads %s as payment "%s" and delivery "%s"', (status, payment, fulfillment) => {
    expect(paymentStatusLabel(status)).toBe(payment);
    expect(fulfillmentStatusLabel(status)).toBe(fulfillment);
  });
});
