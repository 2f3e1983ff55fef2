import { ApiError } from '@vitrine/api-client/errors';
import { describe, expect, it } from 'vitest';
import { refusalOf } from './refusal.ts';

const error = (status: number, code: string, message: string) =>
  new ApiError(status, code, message);

describe('refusalOf', () => {
  it('says a declined card was declined, with the acquirer’s reason', () => {
    expect(refusalOf(error(402, 'card_declined', 'Cartão recusado.'))).toEqual({
      message:
        'Pagamento recusado: Cartão recusado. Confira os dados do cartão ou escolha outra forma de pagamento.',
    });
  });

  it('sends a stock problem to the cart and refreshes the quote', () => {
    expect(
      refusalOf(error(409, 'out_of_stock', 'Produto sem estoque: Camisa (Azul / M).')),
    ).toMatchObject({
      message: 'Produto sem estoque: Camisa (Azul / M). Ajuste o carrinho para continuar.',
      link: { to: '/finalizar-compra/carrinho' },
      refresh: 'quote',
    });
  });

  it.each([
    ['invalid_card', 400, 'card.number'],
    ['unsupported_brand', 400, 'card.number'],
    ['expired_card', 400, 'card.expiry'],
    ['address_not_found', 404, 'address_id'],
  ] as const)('puts %s on its field', (code, status, field) => {
    expect(refusalOf(error(status, code, 'x')).field).toBe(field);
  });

  it('puts a 400 the validator made on the field its details name', () => {
    const message = 'Informe um celular com DDD, como (11) 91234-5678.';
    const refused = new ApiError(400, 'validation_error', 'Dados inválidos.', [
      { path: 'whatsapp_phone', message },
    ]);
    expect(refusalOf(refused)).toEqual({ message, field: 'whatsapp_phone' });
  });

  it('says a 400 about no field of the form above the button', () => {
    const refused = new ApiError(400, 'validation_error', 'Dados inválidos.', [
      { path: 'installments', message: 'x' },
    ]);
    expect(refusalOf(refused)).toEqual({ message: 'Dados inválidos.' });
  });

  it.each([
    ['no answer', 0, 'network_error'],
    ['a server error', 502, 'http_error'],
  ])(
    'after %s, keeps the attempt as it was (the retry is the same request)',
    (_label, status, code) => {
      expect(refusalOf(error(status, code, 'x'))).toMatchObject({ unknown: true });
    },
  );

  it('tells an order the key already made apart from a new one', () => {
    expect(refusalOf(error(422, 'idempotency_key_reused', 'x'))).toEqual({
      message: 'Este pedido já foi registrado: a confirmação está no seu e-mail.',
    });
  });

  it('shows a 429’s own message', () => {
    expect(refusalOf(error(429, 'too_many_requests', 'Muitas tentativas.')).message).toBe(
      'Muitas tentativas.',
    );
  });
});
