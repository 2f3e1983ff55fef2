import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { operators } from '../db/schema/index.ts';
import { createOperator } from '../features/operators/create.ts';

/**
 * The demo's operator of the platform's console (README "The platform's operators"): a fixed
 * e-mail and a published password, like the demo sellers', so `pnpm start` can print them.
 * Only in demo mode, never in production (seedOnFirstStart). Their first sign-in sets up the
 * authenticator, as every operator's does.
 */
export const DEMO_OPERATOR = {
  email: 'operador@vitrine.localhost',
  firstName: 'Olívia',
  lastName: 'Prado',
  password: 'Operador@123',
} as const;

export async function seedDemoOperator(db: Database) {
  return createOperator(db, DEMO_OPERATOR);
}

/** Whether the demo operator is in this database (a database seeded before it was not given one). */
export async function hasDemoOperator(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.email, DEMO_OPERATOR.email));
  return Boolean(row);
}
