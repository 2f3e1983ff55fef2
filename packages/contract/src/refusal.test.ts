import { describe, expect, it, vi } from 'vitest';
import { placeRefusal } from './refusal.ts';

const FIELDS = ['first_name', 'last_name', 'phone'] as const;

describe('placeRefusal', () => {
  it('puts each issue on a field the form shows, focus on the first, and no form message', () => {
    const setError = vi.fn();
    const details = [
      { path: 'phone', message: 'Telefone inválido.' },
      { path: 'store_id', message: 'not a form field' },
      { path: 'first_name', message: 'Informe o nome.' },
      { path: 'last_name', message: 42 },
      null,
    ];
    const message = placeRefusal(
      { code: 'validation_error', message: 'Dados inválidos.', details },
      FIELDS,
      setError,
    );
    expect(message).toBeNull();
    expect(setError.mock.calls).toEqual([
      ['phone', 'Telefone inválido.', true],
      ['first_name', 'Informe o nome.', false],
    ]);
  });

  it('returns the refusal’s message when no field is named', () => {
    const setError = vi.fn();
    const refusal = { code: 'too_many_requests', message: 'Muitas tentativas.' };
    expect(placeRefusal(refusal, FIELDS, setError)).toBe('Muitas tentativas.');
    expect(placeRefusal({ ...refusal, details: { path: 'phone' } }, FIELDS, setError)).toBe(
      'Muitas tentativas.',
    );
    expect(setError).not.toHaveBeenCalled();
  });
});
