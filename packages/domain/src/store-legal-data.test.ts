import { describe, expect, it } from 'vitest';
import { legalDataMissing, type StoreLegalFields } from './store-legal-data.ts';

const complete: StoreLegalFields = {
  legalName: 'Ana Souza',
  cpf: '39053344705',
  cnpj: '',
  addressLine: 'Rua das Flores, 10',
  zipCode: '01310100',
  city: 'São Paulo',
  state: 'SP',
  email: 'ana@exemplo.com.br',
  phone: '11912345678',
};

describe('legalDataMissing', () => {
  it('finds nothing missing in complete data, with a CPF or with a CNPJ', () => {
    expect(legalDataMissing(complete)).toEqual([]);
    expect(legalDataMissing({ ...complete, cpf: '', cnpj: '11222333000181' })).toEqual([]);
  });

  it.each<[string, Partial<StoreLegalFields>, string[]]>([
    [
      'blank data',
      { ...Object.fromEntries(Object.keys(complete).map((k) => [k, ''])) },
      [
        'legal_name',
        'document',
        'address.line',
        'address.zip_code',
        'address.city',
        'address.state',
        'email',
        'phone',
      ],
    ],
    ['a CPF with a wrong check digit', { cpf: '39053344706' }, ['document']],
    ['a CNPJ with a wrong check digit', { cpf: '', cnpj: '11222333000182' }, ['document']],
    ['a CPF and a CNPJ at once', { cnpj: '11222333000181' }, ['document']],
    ['a CEP of 7 digits', { zipCode: '0131010' }, ['address.zip_code']],
    ['a state that is none', { state: 'XX' }, ['address.state']],
    ['an e-mail without a domain', { email: 'ana@' }, ['email']],
    ['a phone without its area code', { phone: '912345678' }, ['phone']],
    ['a name of spaces', { legalName: '   ' }, ['legal_name']],
  ])('names what is wrong with %s', (_case, change, missing) => {
    expect(legalDataMissing({ ...complete, ...change })).toEqual(missing);
  });
});
