import { PHONE_MASKS } from '@vitrine/domain/mask';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  it('is labelled and forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Nome" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Nome' }));
  });

  it('is described by its hint and valid while there is no error', () => {
    render(<TextField label="Nome" hint="Como está no documento." />);
    const input = screen.getByRole('textbox', { name: 'Nome' });
    expect(input).toHaveAccessibleDescription('Como está no documento.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('reports an error: aria-invalid, and the error joins the description', () => {
    render(
      <TextField
        label="E-mail"
        hint="Usado para entrar."
        error="Informe um e-mail válido."
        aria-describedby="outside-note"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toBeInvalid();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // The caller's own aria-describedby is kept, after the field's ids.
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(3);
    expect(input).toHaveAttribute('aria-describedby', expect.stringMatching(/ outside-note$/));
    expect(input).toHaveAccessibleDescription('Usado para entrar. Informe um e-mail válido.');
  });

  it.each([
    ['a landline', '1132654321', '(11) 3265-4321'],
    ['a mobile', '11987654321', '(11) 98765-4321'],
    ['a partial number', '119', '(11) 9'],
    ['letters mixed in', '11a98765b4321', '(11) 98765-4321'],
    ['a number too long', '119876543210', '(11) 98765-4321'],
  ])('masks %s with the phone pattern pair', async (_case, typed, shown) => {
    render(<TextField label="Telefone" mask={PHONE_MASKS} />);
    const input = screen.getByRole('textbox', { name: 'Telefone' });
    await userEvent.type(input, typed);
    expect(input).toHaveValue(shown);
  });

  it('lets a masked value be erased with Backspace, never stuck on a literal', async () => {
    render(<TextField label="Telefone" mask={['(##) ####-####', '(##) #####-####']} />);
    const input = screen.getByRole('textbox', { name: 'Telefone' });
    await userEvent.type(input, '119{Backspace}');
    expect(input).toHaveValue('(11');
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('(1');
  });

  it('hands onChange an event that carries the masked value', async () => {
    const seen: string[] = [];
    render(
      <TextField
        label="CEP"
        mask="#####-###"
        onChange={(event) => seen.push(event.target.value)}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'CEP' }), '01001x000');
    expect(seen.at(-1)).toBe('01001-000');
    // The refused 'x' changed nothing, so nobody was told about it.
    expect(seen).toHaveLength(8);
  });

  it('works as a controlled input', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField
            label="CPF"
            mask="###.###.###-##"
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'CPF' }), '39053344705');
    expect(screen.getByRole('status')).toHaveTextContent('390.533.447-05');
  });

  it('forwards maxLength and minLength to the input', async () => {
    render(<TextField label="Apelido" maxLength={5} minLength={2} />);
    const input = screen.getByRole('textbox', { name: 'Apelido' });
    await userEvent.type(input, 'abcdefgh');
    expect(input).toHaveValue('abcde');
    expect(input).toHaveAttribute('minlength', '2');
  });

  it('counts words against the limit and refuses one more', async () => {
    render(<TextField label="Título" wordLimit={3} />);
    const input = screen.getByRole('textbox', { name: 'Título' });
    expect(screen.getByText('0/3 palavras')).toBeInTheDocument();

    await userEvent.type(input, 'camiseta azul');
    expect(screen.getByText('2/3 palavras')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('2/3 palavras');

    await userEvent.type(input, ' básica algodão');
    expect(input).toHaveValue('camiseta azul básica ');
    expect(screen.getByText('3/3 palavras')).toBeInTheDocument();
  });

  it('does not let a word be inserted in the middle past the limit', async () => {
    render(<TextField label="Título" wordLimit={2} defaultValue="camiseta azul" />);
    const input = screen.getByRole('textbox', { name: 'Título' });
    await userEvent.type(input, ' nova', { initialSelectionStart: 8, initialSelectionEnd: 8 });
    expect(input).toHaveValue('camiseta  azul');
  });
});

describe('TextField with react-hook-form', () => {
  function Form({ onSubmit }: { onSubmit: (data: { phone: string; bio: string }) => void }) {
    const { register, handleSubmit } = useForm({
      defaultValues: { phone: '', bio: 'loja de bairro' },
    });
    return (
      <form onSubmit={handleSubmit(onSubmit)}>
        <TextField label="Telefone" mask={PHONE_MASKS} {...register('phone')} />
        <TextField label="Sobre a loja" wordLimit={5} {...register('bio')} />
        <button type="submit">Salvar</button>
      </form>
    );
  }

  it('submits the masked and word-limited values and counts the default text', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    expect(screen.getByText('3/5 palavras')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Telefone' }), '11987654321');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Sobre a loja' }),
      ' desde 1990 centro',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(onSubmit).toHaveBeenCalledWith(
      { phone: '(11) 98765-4321', bio: 'loja de bairro desde 1990 ' },
      expect.anything(),
    );
  });
});
