import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum cost: 19 MiB, 2 passes,
// 1 lane. The parameters travel inside the PHC string, so raising them later still verifies
// old hashes.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string) {
  // An account without a password (pre-account draft) still pays one hash, so response time
  // does not tell which e-mails have an account.
  if (!passwordHash) {
    await hash(password, OPTIONS);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
