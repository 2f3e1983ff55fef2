import { describe, expect, it } from 'vitest';
import { changeRows } from './change-text.ts';

describe('changeRows', () => {
  it.each([
    [
      { field: 'name', before: 'Camiseta', after: 'Camiseta Azul' },
      ['Nome', 'Camiseta', 'Camiseta Azul'],
    ],
    [{ field: 'status', before: 'draft', after: 'active' }, ['Situação', 'Rascunho', 'Ativo']],
    [{ field: 'brand', before: '', after: 'Aurora' }, ['Marca', '—', 'Aurora']],
    [{ field: 'featured', before: false, after: true }, ['Destaque', 'Não', 'Sim']],
    [{ field: 'role', before: 'sales', after: 'admin' }, ['Papel', 'Vendas', 'Administrador']],
    [
      { field: 'primary_color', before: '#166534', after: '#9a3412' },
      ['Cor principal', '#166534', '#9a3412'],
    ],
    [
      {
        field: 'description',
        before: '<p>Algodão</p>',
        after: '<h2>Tecido</h2><p>Algodão <strong>pima</strong></p>',
      },
      ['Descrição', 'Algodão', 'Tecido Algodão pima'],
    ],
    [
      {
        field: 'options',
        before: [{ name: 'Cor', values: ['Azul'] }],
        after: [{ name: 'Cor', values: ['Azul', 'Verde'] }],
      },
      ['Opções', 'Cor: Azul', 'Cor: Azul, Verde'],
    ],
    [
      { field: 'card.installment_tax', before: 1.99, after: 2.5 },
      ['Cartão: juros ao mês', '1,99% ao mês', '2,5% ao mês'],
    ],
    [
      { field: 'card.installment_minimum_amount', before: 10, after: 12.5 },
      ['Cartão: parcela mínima', 'R$ 10,00', 'R$ 12,50'],
    ],
    [
      { field: 'pix.extra_discount_type', before: 'percentage', after: 'amount' },
      ['Pix: tipo de desconto', 'Porcentagem', 'Valor em reais'],
    ],
    [
      { field: 'card.installment_fees', before: 3, after: 4 },
      ['Cartão: parcelas sem juros', '3', '4'],
    ],
    [
      { field: 'ends_at', before: null, after: '2026-03-06T21:30:00.000Z' },
      ['Fim', '—', '06/03/2026 18:30'],
    ],
    [{ field: 'active', before: true, after: false }, ['Ativo', 'Sim', 'Não']],
    [{ field: 'status', before: 'open', after: 'paused' }, ['Situação', 'Aberta', 'Em pausa']],
    [
      { field: 'pause_message', before: null, after: 'Voltamos dia 10!' },
      ['Mensagem da pausa', '—', 'Voltamos dia 10!'],
    ],
    [
      { field: 'closed_at', before: null, after: '2026-11-29T15:00:00.000Z' },
      ['Encerrada em', '—', '29/11/2026 12:00'],
    ],
    [{ field: 'cpf', before: '39053344705', after: '' }, ['CPF', '39053344705', '—']],
    [
      { field: 'status', before: 'pendente', after: 'publicada' },
      ['Situação', 'Pendente', 'Publicada'],
    ],
    [
      { field: 'hidden_reason', before: null, after: 'Fala de outra loja' },
      ['Motivo de ocultar (só a loja vê)', '—', 'Fala de outra loja'],
    ],
  ])('reads a product or payment-rules field as words (%o)', (change, row) => {
    expect(changeRows(change)).toEqual([{ field: row[0], before: row[1], after: row[2] }]);
  });

  // A review's photos are recorded as their ids (issue #37 §3): read as how many.
  it.each([
    [['f1', 'f2'], ['f2'], '2 fotos', '1 foto'],
    [['f1'], [], '1 foto', 'Nenhuma foto'],
    [['f1', 'f2', 'f3'], ['f1', 'f3'], '3 fotos', '2 fotos'],
  ])('reads a review’s photos %o → %o as a count', (before, after, was, is) => {
    expect(changeRows({ field: 'photos', before, after })).toEqual([
      { field: 'Fotos', before: was, after: is },
    ]);
  });

  it('reads a variation change as one row per field that changed, prices in reais', () => {
    const before = { options: { Cor: 'Azul' }, price_cents: 4990, sold: true, weight_grams: 200 };
    const after = { options: { Cor: 'Azul' }, price_cents: 5990, sold: false, weight_grams: 200 };
    expect(changeRows({ field: 'variations.CAM-AZ', before, after })).toEqual([
      { field: 'Preço (CAM-AZ)', before: 'R$ 49,90', after: 'R$ 59,90' },
      { field: 'Vendida (CAM-AZ)', before: 'Sim', after: 'Não' },
    ]);
  });

  it('reads a stock adjustment as the variation stock before and after', () => {
    expect(changeRows({ field: 'stock.CAM-AZ', before: 7, after: 12 })).toEqual([
      { field: 'Estoque (CAM-AZ)', before: '7', after: '12' },
    ]);
  });

  it('reads a created variation as one row with its values and price', () => {
    const after = { options: { Cor: 'Verde', Tamanho: 'M' }, price_cents: 4990 };
    expect(changeRows({ field: 'variations.CAM-VE-M', before: null, after })).toEqual([
      { field: 'Variação CAM-VE-M', before: '—', after: 'Verde / M · R$ 49,90' },
    ]);
  });
});
