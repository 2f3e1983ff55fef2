import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, secretHint, SecretBoxError } from './secret-box.ts';
import { decodeSecretsKey, secretsKeysOf } from './secrets-key.ts';

const key = () => randomBytes(32);
const TOKEN = 'melhor-envio-token-eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9';
const CONTEXT = 'store:7f1c…:freight.melhor_envio_token';

describe('createSecretBox', () => {
  it('opens what it sealed, and never keeps the plaintext in the sealed value', () => {
    const box = createSecretBox(key());
    const sealed = box.seal(TOKEN, CONTEXT);
    expect(sealed).toMatch(/^v1\.[0-9a-f]{12}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(TOKEN);
    expect(sealed).not.toContain(Buffer.from(TOKEN).toString('base64url').slice(0, 16));
    expect(box.open(sealed, CONTEXT)).toBe(TOKEN);
  });

  it('seals the same secret differently each time', () => {
    const box = createSecretBox(key());
    expect(box.seal(TOKEN, CONTEXT)).not.toBe(box.seal(TOKEN, CONTEXT));
  });

  it('refuses a value moved to another store or purpose', () => {
    const box = createSecretBox(key());
    const sealed = box.seal(TOKEN, CONTEXT);
    expect(() => box.open(sealed, 'store:other:freight.melhor_envio_token')).toThrow(
      SecretBoxError,
    );
  });

  it('refuses an altered value, without echoing any of it', () => {
    const box = createSecretBox(key());
    const parts = box.seal(TOKEN, CONTEXT).split('.');
    const ciphertext = Buffer.from(parts[3] ?? '', 'base64url');
    ciphertext[0] = (ciphertext[0] ?? 0) ^ 1;
    parts[3] = ciphertext.toString('base64url');
    const altered = parts.join('.');
    expect(() => box.open(altered, CONTEXT)).toThrow(SecretBoxError);
    try {
      box.open(altered, CONTEXT);
    } catch (error) {
      expect(String(error)).not.toContain(parts[3]);
    }
    expect(() => box.open('v1.abc', CONTEXT)).toThrow(SecretBoxError);
    expect(() => box.open(TOKEN, CONTEXT)).toThrow(SecretBoxError);
  });

  it('refuses a value sealed under another deployment’s key', () => {
    const sealed = createSecretBox(key()).seal(TOKEN, CONTEXT);
    expect(() => createSecretBox(key()).open(sealed, CONTEXT)).toThrow(/key this deployment/);
  });

  it('keeps values under a previous key readable while they are resealed', () => {
    const oldKey = key();
    const sealedBefore = createSecretBox(oldKey).seal(TOKEN, CONTEXT);
    const rotated = createSecretBox(key(), [oldKey]);
    expect(rotated.needsReseal(sealedBefore)).toBe(true);
    expect(rotated.open(sealedBefore, CONTEXT)).toBe(TOKEN);
    const resealed = rotated.seal(TOKEN, CONTEXT);
    expect(rotated.needsReseal(resealed)).toBe(false);
  });

  it('refuses keys of the wrong size', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(SecretBoxError);
  });

  it('hints at a secret by its last four characters only', () => {
    expect(secretHint(TOKEN)).toBe('••••NiJ9');
    expect(secretHint('curto')).toBe('••••');
  });
});

describe('secretsKeysOf', () => {
  it('reads SECRETS_KEY in base64 or base64url', () => {
    const bytes = key();
    for (const text of [bytes.toString('base64'), bytes.toString('base64url')]) {
      expect(decodeSecretsKey(text)?.equals(bytes)).toBe(true);
    }
    expect(decodeSecretsKey(randomBytes(16).toString('base64'))).toBeNull();
    expect(decodeSecretsKey('não é uma chave')).toBeNull();
  });

  it('makes a local key once outside production and reads the same one on the next start', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-secrets-'));
    const config = { SECRETS_KEY: undefined, SECRETS_KEY_PREVIOUS: [], VITRINE_DATA_DIR: dataDir };
    const first = secretsKeysOf(config).current;
    const second = secretsKeysOf(config).current;
    expect(second.equals(first)).toBe(true);
    const path = join(dataDir, 'secrets.key');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(decodeSecretsKey(readFileSync(path, 'utf8'))?.equals(first)).toBe(true);
  });

  it('prefers SECRETS_KEY and keeps the previous ones', () => {
    const current = key();
    const previous = key();
    const keys = secretsKeysOf({
      SECRETS_KEY: current.toString('base64'),
      SECRETS_KEY_PREVIOUS: [previous.toString('base64')],
      VITRINE_DATA_DIR: 'memory://',
    });
    expect(keys.current.equals(current)).toBe(true);
    expect(keys.previous.map((k) => k.toString('hex'))).toEqual([previous.toString('hex')]);
  });
});
