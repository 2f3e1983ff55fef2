import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextareaField } from './textarea-field.tsx';

describe('TextareaField', () => {
  it('is a textbox named by its label and described by its hint and error', () => {
    render(<TextareaField label="Motivo" hint="O dono lê este texto." error="Muito curto." />);
    const textarea = screen.getByRole('textbox', { name: 'Motivo' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('O dono lê este texto. Muito curto.');
  });

  it('takes several lines', async () => {
    render(<TextareaField label="Motivo" />);
    const textarea = screen.getByRole('textbox', { name: 'Motivo' });
    expect(textarea).not.toHaveAttribute('aria-invalid');
    await userEvent.type(textarea, 'uma{enter}duas');
    expect(textarea).toHaveValue('uma\nduas');
  });
});
