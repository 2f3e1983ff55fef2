import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { payFormDefaults, type PayFormValues } from '../model/pay-form.ts';
import { payFormSchema } from '../model/pay-rules.ts';
import { CardFields } from './card-fields.tsx';

// The card's fields with the pay form's own rules (payFormSchema), at a fixed moment.
const NOW = new Date('2027-05-14T18:00:00Z');
const NO_CPF = { cpf_required: { pix: false, card: false, boleto: false }, cpf_for_invoice: false };

function renderCard() {
  const submitted = vi.fn<(values: PayFormValues) => void>();
  function Harness() {
    const form = useForm<PayFormValues>({
      resolver: zodResolver(payFormSchema({ now: NOW, needsShipping: false, cpf: NO_CPF })),
      defaultValues: payFormDefaults(undefined),
    });
    return (
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(submitted)}>
          <CardFields />
          <button type="submit">Finalizar compra</button>
        </form>
      </FormProvider>
    );
  }
  render(<Harness />);
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  return {
    user: userEvent.setup(),
    submitted,
    number: field('Número do cartão'),
    holder: field('Nome impresso no cartão'),
    expiry: field('Validade (MM/AA)'),
    cvv: field('CVV'),
    submit: () => screen.getByRole('button', { name: 'Finalizar compra' }),
  };
}

describe('CardFields', () => {
  it('masks as the shopper types (spec §5): groups of four, MM/AA, a CVV of digits', async () => {
    const card = renderCard();
    await card.user.type(card.number, '5555555555554444');
    await card.user.type(card.expiry, '1230');
    await card.user.type(card.cvv, 'a12b345');
    expect(card.number).toHaveValue('5555 5555 5555 4444');
    expect(card.expiry).toHaveValue('12/30');
    expect(card.cvv).toHaveValue('1234');
  });

  it.each([
    ['4', 'Visa'],
    ['51', 'Mastercard'],
    ['34', 'American Express'],
    ['506700', 'Elo'],
    ['606282', 'Hipercard'],
  ])('names the brand as soon as %s is typed: %s', async (digits, brand) => {
    const card = renderCard();
    await card.user.type(card.number, digits);
    expect(card.number).toHaveAccessibleDescription(`Bandeira: ${brand}`);
  });

  it('asks an Amex for the 4 digits on its front', async () => {
    const card = renderCard();
    expect(card.cvv).toHaveAccessibleDescription(
      'Código de segurança: 3 dígitos, no verso do cartão.',
    );
    await card.user.type(card.number, '37');
    expect(card.cvv).toHaveAccessibleDescription(
      'Código de segurança: 4 dígitos, na frente do cartão.',
    );
  });

  it('shows each refusal under its own field, and sends nothing', async () => {
    const card = renderCard();
    await card.user.type(card.number, '4111111111111112');
    await card.user.type(card.holder, 'M');
    await card.user.type(card.expiry, '0427');
    await card.user.type(card.cvv, '12');
    await card.user.click(card.submit());
    expect(card.number).toHaveAccessibleDescription(/Número de cartão inválido\./);
    expect(card.holder).toHaveAccessibleDescription('Digite o nome como está no cartão.');
    expect(card.expiry).toHaveAccessibleDescription('Cartão vencido.');
    expect(card.cvv).toHaveAccessibleDescription(/O código de segurança tem 3 dígitos\./);
    for (const field of [card.number, card.holder, card.expiry, card.cvv]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(card.submitted).not.toHaveBeenCalled();
  });

  it('sends a valid card as typed', async () => {
    const card = renderCard();
    await card.user.type(card.number, '4111111111111111');
    await card.user.type(card.holder, 'Maria da Silva');
    await card.user.type(card.expiry, '0527');
    await card.user.type(card.cvv, '123');
    await card.user.click(card.submit());
    expect(card.submitted).toHaveBeenCalledOnce();
    expect(card.submitted.mock.calls[0]?.[0].card).toEqual({
      number: '4111 1111 1111 1111',
      holder: 'Maria da Silva',
      expiry: '05/27',
      cvv: '123',
    });
  });

  it('gives the browser nothing of the card to send: no field has a name, the form still reads each one', async () => {
    const card = renderCard();
    await card.user.type(card.number, '4111111111111111');
    await card.user.type(card.holder, 'Maria da Silva');
    await card.user.type(card.expiry, '0527');
    await card.user.type(card.cvv, '123');
    await card.user.tab();
    // What a native submit would send (the HTML standard's entry list, as FormData builds it).
    const form = card.number.closest('form')!;
    expect([...new FormData(form).keys()]).toEqual([]);
    for (const field of [card.number, card.holder, card.expiry, card.cvv]) {
      expect(field).not.toHaveAttribute('name');
    }
    // The rules still see each field, on change and on blur.
    await card.user.click(card.submit());
    expect(card.submitted.mock.calls[0]?.[0].card).toEqual({
      number: '4111 1111 1111 1111',
      holder: 'Maria da Silva',
      expiry: '05/27',
      cvv: '123',
    });
  });

  it('does not check the card when another method is chosen', () => {
    const result = payFormSchema({ now: NOW, needsShipping: false, cpf: NO_CPF }).safeParse({
      ...payFormDefaults(undefined),
      method: 'pix',
    });
    expect(result.success).toBe(true);
  });
});
