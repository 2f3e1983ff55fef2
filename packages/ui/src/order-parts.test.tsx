import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderAddress } from './order-address.tsx';
import { OrderSums } from './order-sums.tsx';
import { OrderTimeline } from './order-timeline.tsx';

const text = (element: Element) => element.textContent?.replace(/\s/g, ' ');

describe('OrderSums', () => {
  it('reads each line as label and amount, the total marked, discount and interest only when there', () => {
    render(
      <OrderSums
        order={{ subtotal: 100, discount: 10, shipping: 0, interest: 0, total: 90 }}
        label="Valores"
        className="order-detail__sums"
      />,
    );
    const list = document.body.querySelector('dl')!;
    expect(list).toHaveAccessibleName('Valores');
    expect(list).toHaveClass('order-sums', 'order-detail__sums');
    expect([...list.children].map(text)).toEqual([
      'SubtotalR$ 100,00',
      'Desconto-R$ 10,00',
      'FreteGrátis',
      'TotalR$ 90,00',
    ]);
    expect(list.lastElementChild).toHaveClass('order-sums__total');
  });
});

describe('OrderAddress', () => {
  it('writes the address as a label reads, the CEP masked', () => {
    render(
      <OrderAddress
        address={{
          recipient: 'Ana Souza',
          zip_code: '01310100',
          street: 'Avenida Paulista',
          number: '1000',
          complement: 'ap 12',
          neighborhood: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
        }}
      />,
    );
    expect(text(screen.getByRole('group'))).toBe(
      'Ana SouzaAvenida Paulista, 1000 – ap 12Bela Vista, São Paulo – SPCEP 01310-100',
    );
  });
});

describe('OrderTimeline', () => {
  it('lists each status with its time, in the app’s format, and its note', () => {
    render(
      <OrderTimeline
        history={[
          {
            status: 'aguardando_pagamento',
            status_label: 'Aguardando pagamento',
            at: '2026-01-02T13:00:00.000Z',
            note: '',
          },
          {
            status: 'enviado',
            status_label: 'Enviado',
            at: '2026-01-03T13:00:00.000Z',
            note: 'Saiu pelos Correios.',
          },
        ]}
        formatAt={(iso) => `às ${iso.slice(0, 10)}`}
        className="order-detail__timeline"
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map(text)).toEqual([
      'Aguardando pagamento às 2026-01-02',
      'Enviado às 2026-01-03Saiu pelos Correios.',
    ]);
    expect(items[1]!.querySelector('time')).toHaveAttribute('datetime', '2026-01-03T13:00:00.000Z');
    expect(screen.getByRole('list')).toHaveClass('order-detail__timeline');
  });
});
