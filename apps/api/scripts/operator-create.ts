import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config.ts';

// pnpm --filter @vitrine/api operator:create --email ana@vitrine.com.br --first-name Ana
//   --last-name Lima [--password-env OPERATOR_PASSWORD]
// Creates one of the platform's operators in the database the API opens (DATABASE_URL, else
// PGlite under VITRINE_DATA_DIR: stop the API first, PGlite opens one process at a time). The
// password comes from the variable --password-env names, or a new one is made and printed
// once. The first sign-in (console, on the platform's host) sets the authenticator up.

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    'password-env': { type: 'string' },
  },
});
const { email, 'first-name': firstName, 'last-name': lastName } = values;
if (!email || !firstName || !lastName) {
  console.error(
    'Use: operator:create --email <e-mail> --first-name <nome> --last-name <sobrenome>',
  );
  process.exit(1);
}
let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const fromEnv = values['password-env'] ? process.env[values['password-env']] : undefined;
if (values['password-env'] && !fromEnv) {
  console.error(`A variável ${values['password-env']} está vazia.`);
  process.exit(1);
}
// Letters and digits, with the symbols the password rules ask for.
const password = fromEnv ?? `${randomBytes(12).toString('base64url')}#9a`;

const [{ openDatabase }, { createOperator, OperatorInputError }] = await Promise.all([
  import('../src/db/client.ts'),
  import('../src/features/operators/create.ts'),
]);
const handle = await openDatabase(
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.VITRINE_DATA_DIR },
);
try {
  await handle.migrate();
  const operator = await createOperator(handle.db, { email, firstName, lastName, password });
  console.log(`Operador criado: ${operator.email}`);
  if (!fromEnv) console.log(`Senha (mostrada só agora): ${password}`);
  console.log('No primeiro acesso ao console, ative a verificação em duas etapas.');
} catch (error) {
  if (!(error instanceof OperatorInputError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
