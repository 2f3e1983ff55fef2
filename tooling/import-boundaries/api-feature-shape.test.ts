import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The API's one feature shape (apps/api/README.md, "One feature shape"): a newcomer who knows one
// feature's folder knows them all.
const api = fileURLToPath(new URL('../../apps/api/src/', import.meta.url));
const features = readdirSync(`${api}features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const filesOf = (feature: string) =>
  readdirSync(`${api}features/${feature}`, { recursive: true, encoding: 'utf8' });

describe('the API feature shape', () => {
  it.each(features)(
    '%s registers its routes from routes.ts, listed once in features.ts',
    (name) => {
      const routes = readFileSync(`${api}features/${name}/routes.ts`, 'utf8');
      const register = /export const (register\w+): Feature\b/.exec(routes)?.[1];
      expect(register).toBeDefined();
      const list = readFileSync(`${api}features.ts`, 'utf8');
      expect(list).toContain(`import { ${register} } from './features/${name}/routes.ts';`);
    },
  );

  it('features.ts imports nothing of a feature but its routes.ts', () => {
    const list = readFileSync(`${api}features.ts`, 'utf8');
    const imported = [...list.matchAll(/from '\.\/features\/([^']+)'/g)].map((match) => match[1]);
    expect(imported.filter((path) => !/^[a-z-]+\/routes\.ts$/.test(path ?? ''))).toEqual([]);
  });

  it.each(features)(
    '%s names its files by the shape (no index, repository, queries, *-route)',
    (name) => {
      const misnamed = filesOf(name).filter((file) =>
        /(^|\/)(index|repository|queries)\.ts$|-route\.ts$/.test(file),
      );
      expect(misnamed).toEqual([]);
    },
  );
});
