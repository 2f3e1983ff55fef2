import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormSelectField, FormTextField } from './form-fields.tsx';

type Values = { contact: { email: string }; state: string };

/** A form as an app writes one: its fields by name, an error set from outside (a refusal). */
function ContactForm({
  refusal,
}: {
  refusal?: { path: 'contact.email' | 'state'; message: string };
}) {
  const form = useForm<Values>({ defaultValues: { contact: { email: '' }, state: '' } });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(() => {
          if (refusal)
            form.setError(refusal.path, { message: refusal.message }, { shouldFocus: true });
        })}
      >
        <FormTextField<Values> name="contact.email" label="E-mail" hint="O da loja." />
        <FormSelectField<Values> name="state" label="Estado">
          <option value="">Escolha</option>
          <option value="MG">Minas Gerais</option>
        </FormSelectField>
        <button type="submit">Salvar</button>
      </form>
    </FormProvider>
  );
}

describe('FormTextField', () => {
  it('registers under its name: what is typed is the form’s value', async () => {
    let submitted: Values | undefined;
    function Probe() {
      const form = useForm<Values>({ defaultValues: { contact: { email: 'a@b.com' }, state: '' } });
      return (
        <FormProvider {...form}>
          <form onSubmit={form.handleSubmit((values) => void (submitted = values))}>
            <FormTextField<Values> name="contact.email" label="E-mail" />
            <button type="submit">Salvar</button>
          </form>
        </FormProvider>
      );
    }
    render(<Probe />);
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveValue('a@b.com');
    await userEvent.clear(email);
    await userEvent.type(email, 'loja@exemplo.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(submitted?.contact.email).toBe('loja@exemplo.com.br'));
  });

  it('shows its own error under it, described by it and marked invalid, with focus', async () => {
    render(<ContactForm refusal={{ path: 'contact.email', message: 'E-mail já usado.' }} />);
    const email = screen.getByLabelText('E-mail');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveAccessibleDescription('O da loja.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('O da loja. E-mail já usado.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Estado')).not.toHaveAttribute('aria-invalid');
  });
});

describe('FormSelectField', () => {
  it('shows its own error the same way', async () => {
    render(<ContactForm refusal={{ path: 'state', message: 'Escolha o estado.' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const state = screen.getByLabelText('Estado');
    await waitFor(() => expect(state).toHaveAttribute('aria-invalid', 'true'));
    expect(state).toHaveAccessibleDescription('Escolha o estado.');
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
  });
});
