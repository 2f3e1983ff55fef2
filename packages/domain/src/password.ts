// spec §5 password and §9 minimum length. The spec leaves the special set open; we fix it as
// every printable ASCII punctuation character so any keyboard symbol counts.
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_SPECIAL_CHARACTERS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

export type PasswordProblem = 'min_length' | 'uppercase' | 'digit' | 'special';

/**
 * Every rule the password breaks, in a fixed order, so a form can list them all at once; empty
 * when valid. Length counts characters (code points), not UTF-16 units. Any upper-case letter
 * counts, accented ones ('É') included.
 */
export function passwordProblems(value: string): PasswordProblem[] {
  const characters = [...value];
  const problems: PasswordProblem[] = [];
  if (characters.length < PASSWORD_MIN_LENGTH) problems.push('min_length');
  if (!/\p{Lu}/u.test(value)) problems.push('uppercase');
  if (!/[0-9]/.test(value)) problems.push('digit');
  if (!characters.some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character))) {
    problems.push('special');
  }
  return problems;
}

export function isValidPassword(value: string): boolean {
  return passwordProblems(value).length === 0;
}
