import { PHONE_MASKS } from '@vitrine/domain/mask';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
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

describe('TextField typed into before hydration', () => {
  /**
   * The server's HTML for `element`, the `typed` text put in its input as a shopper's keys put
   * it while no script runs, then hydrated: React takes the page over as the browser left it.
   */
  async function typeThenHydrate(element: ReactElement, typed: string) {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(element);
    const input = container.querySelector('input') as HTMLInputElement;
    input.value = typed;
    await act(async () => {
      render(element, { container, hydrate: true });
    });
    return input;
  }

  it('masks the early text and tells onChange once, as the keystroke it stands for', async () => {
    const seen: string[] = [];
    const input = await typeThenHydrate(
      <TextField
        label="CEP"
        mask="#####-###"
        onChange={(event) => seen.push(event.target.value)}
      />,
      '01310100',
    );
    expect(input).toHaveValue('01310-100');
    expect(seen).toEqual(['01310-100']);
  });

  it('tells onChange of early text the mask leaves as it is', async () => {
    const onChange = vi.fn();
    const input = await typeThenHydrate(
      <TextField label="CEP" mask="#####-###" onChange={onChange} />,
      '01310-100',
    );
    expect(input).toHaveValue('01310-100');
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('tells nobody of a server field left alone', async () => {
    const onChange = vi.fn();
    const input = await typeThenHydrate(
      <TextField label="Nome" defaultValue="Maria" onChange={onChange} />,
      'Maria',
    );
    expect(input).toHaveValue('Maria');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('brings a controlled field’s state to the early text', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField
            label="CPF"
            mask="###.###.###-##"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <output>{value}</output>
        </>
      );
    }
    const input = await typeThenHydrate(<Controlled />, '39053344705');
    expect(input).toHaveValue('390.533.447-05');
    expect(screen.getByRole('status')).toHaveTextContent('390.533.447-05');
  });

  it('gives react-hook-form the masked early text, which it submits', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm({ defaultValues: { phone: '', city: 'Recife' } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <TextField label="Telefone" mask={PHONE_MASKS} {...register('phone')} />
          <TextField label="Cidade" {...register('city')} />
          <button type="submit">Salvar</button>
        </form>
      );
    }
    const input = await typeThenHydrate(<Form />, '11987654321');
    expect(input).toHaveValue('(11) 98765-4321');
    // The field left alone keeps the form's default, which register() writes on the client.
    expect(screen.getByRole('textbox', { name: 'Cidade' })).toHaveValue('Recife');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { phone: '(11) 98765-4321', city: 'Recife' },
      expect.anything(),
    );
  });
});
