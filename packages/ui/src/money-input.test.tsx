import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { MoneyInput } from './money-input.tsx';

function field() {
  return screen.getByRole('textbox', { name: 'Preço' });
}

describe('MoneyInput', () => {
  it('shows 1.234,56 for 123456 typed and reports 1234.56', async () => {
    const onValueChange = vi.fn();
    render(<MoneyInput label="Preço" onValueChange={onValueChange} />);
    await userEvent.type(field(), '123456');
    expect(field()).toHaveValue('1.234,56');
    expect(onValueChange).toHaveBeenLastCalledWith(1234.56);
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([
      0.01, 0.12, 1.23, 12.34, 123.45, 1234.56,
    ]);
  });

  it.each([
    ['5', '0,05', 0.05],
    ['000123', '1,23', 1.23],
    ['12a3', '1,23', 1.23],
    ['100000000', '1.000.000,00', 1_000_000],
  ])('typing %j shows %s and reports %d', async (typed, shown, value) => {
    const onValueChange = vi.fn();
    render(<MoneyInput label="Preço" onValueChange={onValueChange} />);
    await userEvent.type(field(), typed);
    expect(field()).toHaveValue(shown);
    expect(onValueChange).toHaveBeenLastCalledWith(value);
  });

  it('asks for the numeric keyboard and shows the R$ prefix, read as the description', () => {
    render(<MoneyInput label="Preço" hint="Preço à vista." />);
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('R$')).toBeVisible();
    expect(field()).toHaveAccessibleDescription('R$ Preço à vista.');
  });

  it('reports 0 and stays empty when cleared', async () => {
    const onValueChange = vi.fn();
    render(<MoneyInput label="Preço" defaultValue={19.9} onValueChange={onValueChange} />);
    expect(field()).toHaveValue('19,90');
    await userEvent.clear(field());
    expect(field()).toHaveValue('');
    expect(onValueChange).toHaveBeenLastCalledWith(0);
  });

  it('follows a controlled value changed from outside', async () => {
    function Controlled() {
      const [value, setValue] = useState(10);
      return (
        <>
          <MoneyInput label="Preço" value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue(2500)}>
            Sugerir preço
          </button>
        </>
      );
    }
    render(<Controlled />);
    expect(field()).toHaveValue('10,00');
    await userEvent.type(field(), '5');
    expect(field()).toHaveValue('100,05');
    await userEvent.click(screen.getByRole('button', { name: 'Sugerir preço' }));
    expect(field()).toHaveValue('2.500,00');
  });

  it('wires an error to aria-invalid and the description', () => {
    render(<MoneyInput label="Preço" error="Informe o preço." />);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('R$ Informe o preço.');
  });

  it('works inside a react-hook-form Controller', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm({ defaultValues: { price: 0 } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <Controller
            name="price"
            control={control}
            render={({ field: { onChange, ...rest } }) => (
              <MoneyInput label="Preço" {...rest} onValueChange={onChange} />
            )}
          />
          <button type="submit">Salvar</button>
        </form>
      );
    }
    render(<Form />);
    expect(field()).toHaveValue('');
    await userEvent.type(field(), '9990');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenCalledWith({ price: 99.9 }, expect.anything());
  });
});
