import { describe, expect, it } from 'vitest';
import {
  isValidPassword,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordProblems,
  type PasswordProblem,
} from './password.ts';

describe('passwordProblems', () => {
  it.each<[string, PasswordProblem[]]>([
    ['Senha1!', []],
    ['Ab1!xy', []],
    ['Ab1!x', ['min_length']],
    ['senha1!', ['uppercase']],
    ['Senhaa!', ['digit']],
    ['Senha12', ['special']],
    ['Senha 12', ['special']],
    ['abc', ['min_length', 'uppercase', 'digit', 'special']],
    ['', ['min_length', 'uppercase', 'digit', 'special']],
  ])('lists the problems of %j: %j', (value, expected) => {
    expect(passwordProblems(value)).toEqual(expected);
  });

  it.each([...PASSWORD_SPECIAL_CHARACTERS])('counts %j as a special character', (character) => {
    expect(passwordProblems(`Senha1${character}`)).toEqual([]);
  });

  it.each(['§', '€', 'ç', ' ', '\t'])('does not count %j as a special character', (character) => {
    expect(passwordProblems(`Senha1${character}`)).toEqual(['special']);
  });

  it('defines the special set as every printable ASCII punctuation character', () => {
    const punctuation = Array.from({ length: 0x7e - 0x21 + 1 }, (_, index) =>
      String.fromCharCode(0x21 + index),
    ).filter((character) => !/[0-9A-Za-z]/.test(character));
    expect([...PASSWORD_SPECIAL_CHARACTERS].sort()).toEqual(punctuation.sort());
    expect(PASSWORD_SPECIAL_CHARACTERS).toHaveLength(32);
  });

  it('counts characters, not UTF-16 units, towards the minimum length', () => {
    // 'A1!é😀' is five characters but six UTF-16 units.
    expect(passwordProblems('A1!é😀')).toEqual(['min_length']);
  });

  it.each(['Éa1!xy', 'ÇA1!xy'])('accepts an accented upper-case letter in %j', (value) => {
    expect(passwordProblems(value)).toEqual([]);
  });

  it('does not count a non-ASCII digit as a digit', () => {
    expect(passwordProblems('Senha٣!')).toEqual(['digit']);
  });
});

describe('isValidPassword', () => {
  it.each([
    ['Senha1!', true],
    ['Senha1', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidPassword(value)).toBe(expected);
  });
});
