import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Config } from '../../config.ts';
import { SECRET_KEY_BYTES } from './secret-box.ts';

/** A SECRETS_KEY value: 32 bytes in base64 or base64url (`openssl rand -base64 32`). */
export function decodeSecretsKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === SECRET_KEY_BYTES ? bytes : null;
}

let processKey: Buffer | undefined;

/**
 * The keys the secret box opens with. Production requires SECRETS_KEY (config.ts refuses to
 * start without it). Elsewhere an unset key lives in {VITRINE_DATA_DIR}/secrets.key, made once
 * (mode 600), so the demo's stored tokens survive a restart; with `memory://` nothing survives
 * anyway and the key is random per process.
 */
export function secretsKeysOf(
  config: Pick<Config, 'SECRETS_KEY' | 'SECRETS_KEY_PREVIOUS' | 'VITRINE_DATA_DIR'>,
): { current: Buffer; previous: Buffer[] } {
  const previous = config.SECRETS_KEY_PREVIOUS.map((text) => decodeSecretsKey(text)).filter(
    (key): key is Buffer => key !== null,
  );
  const configured = config.SECRETS_KEY ? decodeSecretsKey(config.SECRETS_KEY) : null;
  if (configured) return { current: configured, previous };
  if (config.VITRINE_DATA_DIR.startsWith('memory://')) {
    // One per process: the seed and the app of one start must open what the other sealed.
    processKey ??= randomBytes(SECRET_KEY_BYTES);
    return { current: processKey, previous };
  }
  return { current: localKey(resolve(config.VITRINE_DATA_DIR, 'secrets.key')), previous };
}

function localKey(path: string): Buffer {
  try {
    const key = decodeSecretsKey(readFileSync(path, 'utf8'));
    if (key) return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(SECRET_KEY_BYTES);
  mkdirSync(dirname(path), { recursive: true });
  // 'wx': two processes starting at once never overwrite each other's key.
  try {
    writeFileSync(path, `${key.toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return localKey(path);
    throw error;
  }
  chmodSync(path, 0o600);
  return key;
}
