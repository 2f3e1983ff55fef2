import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InstallmentSelect } from './installment-select.tsx';

// R$ 300,00 at a store with 3 interest-free instalments, then 2.99% a.m. (spec §9), as the
// server's quote lists them.
const OPTIONS = [
  { installmentNumber: 1, installmentAmount: 300, hasInterest: false, totalAmount: 300 },
  { installmentNumber: 2, installmentAmount: 150, hasInterest: false, totalAmount: 300 },
  { installmentNumber: 3, installmentAmount: 100, hasInterest: false, totalAmount: 300 },
  { installmentNumber: 4, installmentAmount: 80.69, hasInterest: true, totalAmount: 322.76 },
  { installmentNumber: 5, installmentAmount: 65.49, hasInterest: true, totalAmount: 327.45 },
  { installmentNumber: 6, installmentAmount: 55.36, hasInterest: true, totalAmount: 332.16 },
];

describe('InstallmentSelect', () => {
  it('writes each option the way Brazilian shoppers read it', () => {
    render(<InstallmentSelect options={OPTIONS} value={1} onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Parcelas' });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      '1x de R$ 300,00 sem juros',
      '2x de R$ 150,00 sem juros',
      '3x de R$ 100,00 sem juros',
      '4x de R$ 80,69 com juros (total R$ 322,76)',
      '5x de R$ 65,49 com juros (total R$ 327,45)',
      '6x de R$ 55,36 com juros (total R$ 332,16)',
    ]);
    expect(select).toHaveValue('1');
  });

  it('gives the count chosen', async () => {
    const onChange = vi.fn();
    render(<InstallmentSelect options={OPTIONS} value={1} onChange={onChange} />);
    await userEvent
      .setup()
      .selectOptions(
        screen.getByRole('combobox', { name: 'Parcelas' }),
        '6x de R$ 55,36 com juros (total R$ 332,16)',
      );
    expect(onChange).toHaveBeenCalledWith(6);
  });

  it('falls back to the first option when a new quote no longer offers the count chosen', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <InstallmentSelect options={OPTIONS} value={6} onChange={onChange} />,
    );
    expect(onChange).not.toHaveBeenCalled();
    // The cart shrank: R$ 30,00 at a R$ 10,00 minimum stops at 3x.
    rerender(<InstallmentSelect options={OPTIONS.slice(0, 3)} value={6} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith(1);
    expect(screen.getByRole('combobox', { name: 'Parcelas' })).toHaveValue('1');
  });
});
