import { passwordProblems, type PasswordProblem } from '@vitrine/domain/password';
import { authMessages } from '../messages.ts';

const t = authMessages.createPassword;
const RULES: readonly PasswordProblem[] = ['min_length', 'uppercase', 'digit', 'special'];

/**
 * spec §5 password rules, each marked met or missing as the shopper types (the domain's own
 * check, the one the API applies). The input points here with aria-describedby; the list is
 * not a live region, so a screen reader is not interrupted at every key.
 */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const problems = new Set(passwordProblems(password));
  return (
    <div className="password-rules" id={id}>
      <p className="password-rules__title">{t.rulesTitle}</p>
      <ul>
        {RULES.map((rule) => {
          const met = !problems.has(rule);
          return (
            <li key={rule} className="password-rules__rule" data-met={met}>
              <span aria-hidden="true" className="password-rules__mark">
                {met ? '✓' : '•'}
              </span>
              {t.rules[rule]}
              <span className="visually-hidden"> ({met ? t.ruleMet : t.ruleMissing})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
