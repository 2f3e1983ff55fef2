import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Secrets a store gives us (a freight platform's token, a payment provider's credentials) are
// kept sealed with AES-256-GCM under a key from the deployment's settings (SECRETS_KEY), never
// in the clear in the database, its backups or its logs. Each sealed value is bound to where it
// belongs (the "context": store and purpose) as GCM's additional data, so a value copied to
// another store's row or another field does not open. Keys rotate: a value names the key it was
// sealed with; SECRETS_KEY_PREVIOUS keeps old ones readable until `needsReseal` values are sealed
// again under the current one.

const FORMAT = 'v1';
const IV_BYTES = 12;
export const SECRET_KEY_BYTES = 32;

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

export type SecretBox = {
  /** `v1.{keyId}.{iv}.{ciphertext}.{tag}`, base64url parts; a fresh IV each time. */
  seal(plaintext: string, context: string): string;
  /** The plaintext; throws SecretBoxError when the value was altered, moved or its key is gone. */
  open(sealed: string, context: string): string;
  /** True when the value was sealed under a previous key and should be sealed again. */
  needsReseal(sealed: string): boolean;
};

/** A key's public name: enough to pick the key, nothing about the key itself. */
function keyIdOf(key: Buffer): string {
  return createHash('sha256')
    .update('vitrine-secret-box-key-id')
    .update(key)
    .digest('hex')
    .slice(0, 12);
}

export function createSecretBox(current: Buffer, previous: readonly Buffer[] = []): SecretBox {
  for (const key of [current, ...previous]) {
    if (key.length !== SECRET_KEY_BYTES) {
      throw new SecretBoxError(`a secrets key must be ${SECRET_KEY_BYTES} bytes`);
    }
  }
  const currentId = keyIdOf(current);
  const keys = new Map([current, ...previous].map((key) => [keyIdOf(key), key] as const));

  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url'));
      return [FORMAT, currentId, ...parts].join('.');
    },
    open(sealed, context) {
      const [format, keyId, iv, ciphertext, tag, ...rest] = sealed.split('.');
      if (
        format !== FORMAT ||
        !keyId ||
        iv === undefined ||
        ciphertext === undefined ||
        !tag ||
        rest.length > 0
      ) {
        throw new SecretBoxError('not a sealed secret');
      }
      const key = keys.get(keyId);
      if (!key) throw new SecretBoxError('sealed under a key this deployment does not have');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        // Never the cause: it would say nothing useful and must not carry any of the value.
        throw new SecretBoxError('the sealed secret does not open here (altered or moved)');
      }
    },
    needsReseal(sealed) {
      return sealed.split('.')[1] !== currentId;
    },
  };
}

/** What a screen shows of a secret it never receives: whether there is one, and its end. */
export function secretHint(plaintext: string): string {
  return plaintext.length <= 8 ? '••••' : `••••${plaintext.slice(-4)}`;
}
