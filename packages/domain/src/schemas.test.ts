import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  birthDateSchema,
  cardNumberSchema,
  cepSchema,
  cnpjSchema,
  cpfSchema,
  emailSchema,
  nameSchema,
  passwordSchema,
  mobilePhoneSchema,
  phoneSchema,
  requiredText,
} from './schemas.ts';

function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const REQUIRED = 'Campo obrigatório.';

describe('requiredText', () => {
  it.each([
    [undefined, [REQUIRED]],
    [null, [REQUIRED]],
    ['', [REQUIRED]],
    ['   ', [REQUIRED]],
    [42, ['Valor inválido.']],
  ])('reports %j as %j', (input, expected) => {
    expect(messages(requiredText(), input)).toEqual(expected);
  });

  it('trims the value', () => {
    expect(requiredText().parse('  Ana  ')).toBe('Ana');
  });
});

// PostgreSQL text cannot hold U+0000: every schema built on requiredString refuses it first.
describe.each([
  ['requiredText', requiredText()],
  ['nameSchema', nameSchema],
  ['emailSchema', emailSchema],
  ['cepSchema', cepSchema],
  ['passwordSchema', passwordSchema],
  ['phoneSchema', phoneSchema],
  ['mobilePhoneSchema', mobilePhoneSchema],
])('%s', (_name, schema) => {
  it.each(['Ana\u0000', '\u0000', 'a\u0000@b.com', '01310\u0000100', 'Senha@\u0000123'])(
    'refuses %j with one pt-BR message',
    (input) => {
      expect(messages(schema, input)).toEqual(['O texto contém um caractere inválido.']);
    },
  );
});

describe.each([
  ['cpfSchema', cpfSchema, '390.533.447-05', '39053344705', '390.533.447-06', 'CPF inválido.'],
  [
    'cnpjSchema',
    cnpjSchema,
    '12.abc.345/01de-35',
    '12ABC34501DE35',
    '12.ABC.345/01DE-36',
    'CNPJ inválido.',
  ],
  ['cepSchema', cepSchema, ' 01310-100 ', '01310100', '1310-100', 'CEP inválido.'],
  [
    'cardNumberSchema',
    cardNumberSchema,
    '4111 1111 1111 1111',
    '4111111111111111',
    '4111 1111 1111 1112',
    'Número de cartão inválido.',
  ],
  [
    'phoneSchema',
    phoneSchema,
    '(11) 91234-5678',
    '11912345678',
    '(20) 91234-5678',
    'Telefone inválido.',
  ],
  [
    'mobilePhoneSchema',
    mobilePhoneSchema,
    '(11) 91234-5678',
    '11912345678',
    '(11) 2345-6789',
    'Informe um celular com DDD, como (11) 91234-5678.',
  ],
  [
    'emailSchema',
    emailSchema,
    ' ana@loja.com.br ',
    'ana@loja.com.br',
    'ana@loja',
    'E-mail inválido.',
  ],
  [
    'birthDateSchema',
    birthDateSchema,
    '25/12/1990',
    '1990-12-25T00:00:00.000Z',
    '31/02/2000',
    'Data de nascimento inválida.',
  ],
])('%s', (_, schema, valid, normalised, invalid, message) => {
  it(`normalises ${JSON.stringify(valid)} to ${JSON.stringify(normalised)}`, () => {
    expect(schema.parse(valid)).toBe(normalised);
  });

  it(`rejects ${JSON.stringify(invalid)} with '${message}'`, () => {
    expect(messages(schema, invalid)).toEqual([message]);
  });

  it.each([undefined, '', '  '])('reports %j as required, and only that', (input) => {
    expect(messages(schema, input)).toEqual([REQUIRED]);
  });
});

describe('passwordSchema', () => {
  it('accepts a valid password as typed, spaces included', () => {
    expect(passwordSchema.parse(' Senha1! ')).toBe(' Senha1! ');
  });

  it.each([
    ['Ab1!x', ['A senha deve ter pelo menos 6 caracteres.']],
    ['senha1!', ['A senha deve ter pelo menos uma letra maiúscula.']],
    ['Senhaa!', ['A senha deve ter pelo menos um número.']],
    ['Senha12', ['A senha deve ter pelo menos um caractere especial.']],
    [
      'abc',
      [
        'A senha deve ter pelo menos 6 caracteres.',
        'A senha deve ter pelo menos uma letra maiúscula.',
        'A senha deve ter pelo menos um número.',
        'A senha deve ter pelo menos um caractere especial.',
      ],
    ],
  ])('gives one message per problem for %j', (input, expected) => {
    expect(messages(passwordSchema, input)).toEqual(expected);
  });

  it.each([undefined, ''])('reports %j as required, and only that', (input) => {
    expect(messages(passwordSchema, input)).toEqual([REQUIRED]);
  });
});

describe('nameSchema', () => {
  it.each([
    ['  Ana Souza  ', 'Ana Souza'],
    ['Jô', 'Jô'],
    ['a'.repeat(60), 'a'.repeat(60)],
  ])('accepts %j as %j', (input, expected) => {
    expect(nameSchema.parse(input)).toBe(expected);
  });

  it.each([
    [' A ', ['O nome deve ter pelo menos 2 caracteres.']],
    ['a'.repeat(61), ['O nome deve ter no máximo 60 caracteres.']],
    ['   ', [REQUIRED]],
    [undefined, [REQUIRED]],
  ])('rejects %j with %j', (input, expected) => {
    expect(messages(nameSchema, input)).toEqual(expected);
  });
});
