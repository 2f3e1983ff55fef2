import { passwordProblems, type PasswordProblem } from '@vitrine/domain/password';
import { passwordRulesMessages } from './messages.ts';
import { VisuallyHidden } from './visually-hidden.tsx';
import './password-rules.css';

const t = passwordRulesMessages;
const RULES: readonly PasswordProblem[] = ['min_length', 'uppercase', 'digit', 'special'];

/**
 * spec §5 password rules, each marked met or missing as the person types (the domain's own
 * check, the one the API applies), under a new password in both apps. The input points here
 * with aria-describedby; the list is not a live region, so a screen reader is not interrupted
 * at every key.
 */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const problems = new Set(passwordProblems(password));
  return (
    <div className="password-rules" id={id}>
      <p className="password-rules__title">{t.title}</p>
      <ul>
        {RULES.map((rule) => {
          const met = !problems.has(rule);
          return (
            <li key={rule} className="password-rules__rule" data-met={met}>
              <span aria-hidden="true" className="password-rules__mark">
                {met ? '✓' : '•'}
              </span>
              {t.rules[rule]}
              <VisuallyHidden> ({met ? t.met : t.missing})</VisuallyHidden>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
