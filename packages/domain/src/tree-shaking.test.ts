// Runs in Node (see tsconfig.node.json).
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';

// Bundles an entry with rolldown, the bundler behind Vite 8's production builds, resolving
// `@vitrine/domain` as the apps do (package `exports`, `sideEffects: false`), and returns the code.
async function bundle(entry: string): Promise<string> {
  const build = await rolldown({
    input: 'entry',
    cwd: import.meta.dirname,
    logLevel: 'silent',
    plugins: [
      {
        name: 'virtual-entry',
        resolveId: (id) => (id === 'entry' ? id : null),
        load: (id) => (id === 'entry' ? entry : null),
      },
    ],
  });
  try {
    const { output } = await build.generate({ format: 'esm', minify: false });
    return output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
  } finally {
    await build.close();
  }
}

// Spellings the bundler keeps as written; one of them would be enough to show the list leaked.
const CITY_NAMES = ['Ji-Paraná', "Olho d'Água das Cunhãs", 'Xique-Xique', 'Acrelândia'];

describe('BRAZILIAN_STATES tree-shaking', () => {
  it.each([
    ['isValidCpf', '@vitrine/domain'],
    ['STATE_SIGLAS', '@vitrine/domain'],
    ['STATE_SIGLAS', '@vitrine/domain/states'],
  ])('leaves the municipality list out of a bundle of %s from %s', async (name, from) => {
    const code = await bundle(`export { ${name} } from '${from}';`);
    expect(code).toContain(name);
    for (const city of CITY_NAMES) expect(code).not.toContain(city);
  });

  it.each([
    ['BRAZILIAN_STATES', '@vitrine/domain'],
    ['findState', '@vitrine/domain'],
  ])('keeps the municipality list in a bundle of %s from %s', async (name, from) => {
    const code = await bundle(`export { ${name} } from '${from}';`);
    for (const city of CITY_NAMES) expect(code).toContain(city);
  });
});
