import { emailSchema, nameSchema, passwordSchema } from '@vitrine/domain';
import type { Database } from '../../db/client.ts';
import { operators } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { normalizeOperatorEmail } from './flows.ts';

export class OperatorInputError extends Error {
  override name = 'OperatorInputError';
}

/**
 * A new operator (scripts/operator-create.ts, never a route): the password as the platform's
 * password rules ask; the authenticator is set at the first sign-in, which opens nothing else.
 */
export async function createOperator(
  db: Database,
  input: { email: string; firstName: string; lastName: string; password: string },
) {
  const checks = [
    ['e-mail', emailSchema.safeParse(input.email)],
    ['nome', nameSchema.safeParse(input.firstName)],
    ['sobrenome', nameSchema.safeParse(input.lastName)],
    ['senha', passwordSchema.safeParse(input.password)],
  ] as const;
  for (const [field, check] of checks) {
    if (!check.success) {
      throw new OperatorInputError(
        `${field}: ${check.error.issues.map((i) => i.message).join(' ')}`,
      );
    }
  }
  try {
    const [row] = await db
      .insert(operators)
      .values({
        email: normalizeOperatorEmail(input.email),
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        passwordHash: await hashPassword(input.password),
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new OperatorInputError(`Já existe um operador com o e-mail ${input.email}.`);
    }
    throw error;
  }
}
