import type { AppDeps } from '../../http/context.ts';
import { createSecretBox, type SecretBox } from './secret-box.ts';
import { secretsKeysOf } from './secrets-key.ts';

const defaults = new WeakMap<AppDeps, SecretBox>();

/** deps.secrets when given, else a box on the configured (or local demo) keys. */
export function secretsOf(deps: AppDeps): SecretBox {
  if (deps.secrets) return deps.secrets;
  let box = defaults.get(deps);
  if (!box) {
    const { current, previous } = secretsKeysOf(deps.config);
    box = createSecretBox(current, previous);
    defaults.set(deps, box);
  }
  return box;
}
