import { describe, expect, it } from 'vitest';
import { isMobilePhone, isValidPhone, normalizePhone, whatsAppNumber } from './phone.ts';

describe('isValidPhone', () => {
  it.each([
    ['(11) 91234-5678', 'São Paulo mobile, masked'],
    ['11912345678', 'mobile, digits only'],
    ['(21) 2345-6789', 'Rio landline'],
    ['(99) 5345-6789', 'landline starting 5'],
    ['6132345678', 'Brasília landline, digits only'],
  ])('accepts %j (%s)', (value) => {
    expect(isValidPhone(value)).toBe(true);
  });

  it.each([
    ['(20) 91234-5678', 'DDD 20 does not exist'],
    ['(01) 91234-5678', 'DDD starting 0'],
    ['(11) 81234-5678', 'eleven digits not starting with 9'],
    ['(11) 6234-5678', 'ten digits starting 6: an old mobile without its 9'],
    ['(11) 1234-5678', 'ten digits starting 1'],
    ['+55 11 91234-5678', 'with the country code'],
    ['1191234567', 'too short for a mobile'],
    ['119123456789', 'twelve digits'],
    ['', 'empty'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidPhone(value)).toBe(false);
  });
});

describe('normalizePhone', () => {
  it('keeps the digits of a masked phone', () => {
    expect(normalizePhone('(11) 91234-5678')).toBe('11912345678');
  });
});

describe('isMobilePhone', () => {
  it.each([
    ['(11) 91234-5678', true],
    ['84987654321', true],
    ['(21) 2345-6789', false], // a landline: no WhatsApp
    ['(20) 91234-5678', false], // no such DDD
    ['(11) 81234-5678', false],
    ['+55 11 91234-5678', false],
    ['', false],
  ])('%j → %s', (value, mobile) => {
    expect(isMobilePhone(value)).toBe(mobile);
  });

  it('gives WhatsApp the number with the country code', () => {
    expect(whatsAppNumber('(11) 91234-5678')).toBe('5511912345678');
  });
});
