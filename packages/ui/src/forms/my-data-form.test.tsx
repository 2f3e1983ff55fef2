import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MyDataForm, type PersonalData, type PersonalField } from './my-data-form.tsx';
import { RefusalError, toRefusal } from './test-refusal.ts';

const CUSTOMER = {
  email: 'ana@exemplo.com',
  first_name: 'Ana',
  last_name: 'Souza',
  cpf: '52998224725',
  phone: '11987654321',
  birth_date: '1990-12-25T00:00:00.000Z',
};
const SELLER = {
  email: 'diego.araujo@loja-aurora.exemplo.com.br',
  first_name: 'Diego',
  last_name: 'Araújo',
  phone: '1140028922',
};

function renderForm(
  profile: PersonalData & { email: string },
  fields: readonly PersonalField[],
  save: (body: PersonalData) => Promise<PersonalData & { email: string }> = async (body) => ({
    ...profile,
    ...body,
  }),
) {
  const saveSpy = vi.fn(save);
  const onSaved = vi.fn();
  render(
    <MyDataForm
      profile={profile}
      fields={fields}
      emailHint="O e-mail é o seu acesso."
      phoneHint={fields.length === 1 ? 'Com DDD.' : undefined}
      save={saveSpy}
      toRefusal={toRefusal}
      onSaved={onSaved}
    />,
  );
  return { user: userEvent.setup(), save: saveSpy, onSaved };
}

const submit = () => screen.getByRole('button', { name: /Salvar alterações|Salvando/ });

describe('MyDataForm', () => {
  it('shows the stored data masked, the birth date as dd/mm/aaaa on its own day, the e-mail read-only', () => {
    renderForm(CUSTOMER, ['cpf', 'phone', 'birth_date']);
    expect(screen.getByLabelText('CPF (opcional)')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('Telefone (opcional)')).toHaveValue('(11) 98765-4321');
    expect(screen.getByLabelText('Data de nascimento (opcional)')).toHaveValue('25/12/1990');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('O e-mail é o seu acesso.');
  });

  it('shows only the fields asked for', () => {
    renderForm(SELLER, ['phone']);
    expect(screen.getByLabelText('Telefone (opcional)')).toHaveValue('(11) 4002-8922');
    expect(screen.queryByLabelText('CPF (opcional)')).toBeNull();
    expect(screen.queryByLabelText('Data de nascimento (opcional)')).toBeNull();
  });

  it('checks names and the phone (spec §5) before sending anything', async () => {
    const { user, save } = renderForm(SELLER, ['phone']);
    const firstName = screen.getByLabelText('Nome');
    await user.clear(firstName);
    await user.type(firstName, 'D');
    await user.clear(screen.getByLabelText('Sobrenome'));
    await user.clear(screen.getByLabelText('Telefone (opcional)'));
    await user.type(screen.getByLabelText('Telefone (opcional)'), '1140');
    await user.click(submit());
    await waitFor(() =>
      expect(firstName).toHaveAccessibleDescription('O nome deve ter pelo menos 2 caracteres.'),
    );
    expect(screen.getByLabelText('Sobrenome')).toHaveAccessibleDescription('Campo obrigatório.');
    expect(screen.getByLabelText('Telefone (opcional)')).toHaveAccessibleDescription(
      'Com DDD. Telefone inválido.',
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('sends blank optional fields as null, the birth date as ISO midnight UTC, only the fields shown', async () => {
    const { user, save, onSaved } = renderForm(CUSTOMER, ['cpf', 'phone', 'birth_date']);
    await user.clear(screen.getByLabelText('Telefone (opcional)'));
    await user.click(submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({
      first_name: 'Ana',
      last_name: 'Souza',
      cpf: '52998224725',
      phone: null,
      birth_date: '1990-12-25T00:00:00.000Z',
    });
    expect(onSaved.mock.calls[0]?.[1]).toBe('Dados salvos.');
  });

  it('sends a seller’s phone as digits and nothing it does not show', async () => {
    const { user, save } = renderForm(SELLER, ['phone']);
    const phone = screen.getByLabelText('Telefone (opcional)');
    await user.clear(phone);
    await user.type(phone, '21987654321');
    expect(phone).toHaveValue('(21) 98765-4321');
    await user.click(submit());
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toEqual({
      first_name: 'Diego',
      last_name: 'Araújo',
      phone: '21987654321',
    });
  });

  it.each([
    ['CPF (opcional)', 'cpf', 'Este CPF já está cadastrado.'],
    ['Sobrenome', 'last_name', 'O nome deve ter no máximo 60 caracteres.'],
  ])(
    'puts the API’s field errors (its 400 details) next to %s, focused',
    async (label, path, message) => {
      const { user, onSaved } = renderForm(CUSTOMER, ['cpf', 'phone', 'birth_date'], async () => {
        throw new RefusalError({
          code: 'validation_error',
          message: 'Dados inválidos. Confira os campos e tente novamente.',
          details: [{ path, message }],
        });
      });
      await user.click(submit());
      await waitFor(() =>
        expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message),
      );
      expect(screen.getByLabelText(label)).toHaveFocus();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(onSaved).not.toHaveBeenCalled();
    },
  );

  it('shows a refusal that names no field as the form’s alert', async () => {
    const { user } = renderForm(SELLER, ['phone'], async () => {
      throw new RefusalError({ code: 'too_many_requests', message: 'Muitas tentativas.' });
    });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas.');
  });
});
