import { passwordProblems, type PasswordProblem } from '@vitrine/domain/password';
import { VisuallyHidden } from '@vitrine/ui/visually-hidden';
import './password-rules.css';

// The storefront's words (apps/storefront auth messages): one password rule set, one wording.
export const passwordRulesMessages = {
  title: 'A senha precisa ter:',
  rules: {
    min_length: 'pelo menos 6 caracteres',
    uppercase: 'uma letra maiúscula',
    digit: 'um número',
    special: 'um caractere especial (como ! @ # $ % & *)',
  } satisfies Record<PasswordProblem, string>,
  met: 'atendido',
  missing: 'falta',
} as const;

const t = passwordRulesMessages;
const RULES: readonly PasswordProblem[] = ['min_length', 'uppercase', 'digit', 'special'];

/**
 * spec §5 password rules, each marked met or missing as the seller types (the domain's own
 * check, the one the API applies). Shared by the create-password and my-password screens. The
 * input points here with aria-describedby; not a live region, so a screen reader is not
 * interrupted at every key.
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
