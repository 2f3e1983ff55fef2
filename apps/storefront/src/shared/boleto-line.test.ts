import { buildBoleto } from '@vitrine/domain/boleto';
import { describe, expect, it } from 'vitest';
import { formatBoletoLine } from './boleto-line.ts';

describe('formatBoletoLine', () => {
  it('writes the 47 digits in the groups printed on a boleto', () => {
    expect(formatBoletoLine('00190000090000192315033393420162116410000023980')).toBe(
      '00190.00009 00001.923150 33393.420162 1 16410000023980',
    );
  });

  it('regroups a line of any bank back to its digits', () => {
    const { line } = buildBoleto({
      bankCode: '237',
      amount: 1234.56,
      dueDate: '2027-03-15',
      freeField: '1234567890123456789012345',
    });
    const formatted = formatBoletoLine(line);
    expect(formatted).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(formatted.replace(/\D/g, '')).toBe(line);
  });

  it('leaves anything that is not a 47-digit line as it came', () => {
    expect(formatBoletoLine('123')).toBe('123');
  });
});
