import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field.tsx';

describe('SelectField', () => {
  it('is a select named by its label and described by its hint and error', () => {
    render(
      <SelectField label="Estado" hint="Onde a loja fica." error="Estado inválido." defaultValue="">
        <option value="">Escolha</option>
        <option value="MG">Minas Gerais</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Estado' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Onde a loja fica. Estado inválido.');
  });

  it('is chosen by keyboard and reports the value', async () => {
    render(
      <SelectField label="Estado" defaultValue="">
        <option value="">Escolha</option>
        <option value="MG">Minas Gerais</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Estado' });
    expect(select).not.toHaveAttribute('aria-invalid');
    await userEvent.selectOptions(select, 'Minas Gerais');
    expect(select).toHaveValue('MG');
  });
});
