import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchors, codeBlocks, headings, links, proseLines, tables } from './markdown.ts';
import { APPS, settingsOf } from './settings.ts';
import {
  read,
  repoFiles,
  resolveWorkspaceImport,
  root,
  workspacePackages,
  type PackageJson,
} from './repo.ts';

// What a newcomer reads must lead somewhere: every section the code cites, file a README
// names, link, command and figure. Each check below names what it found wrong.

const REQUIREMENTS = 'docs/requirements.md';
const files = repoFiles();
/** The READMEs and guides (the changesets are release notes, read by the tooling). */
const docs = files.filter((file) => file.endsWith('.md') && !file.startsWith('.changeset/'));
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|sql|sh|json|ya?ml|css|html)$/;
const SECTION_SIGN = '\u00a7';

describe('the product requirements the code cites', () => {
  it(`has a section in ${REQUIREMENTS} for every section cited`, () => {
    const sections = new Set(
      headings(read(REQUIREMENTS))
        .filter((heading) => heading.level === 2)
        .flatMap((heading) => /^(\d+)\.\s/.exec(heading.text)?.[1] ?? []),
    );
    // `spec §9`, `spec §5 and §9`, `(§8)`; never an RFC's own sections (`RFC 6749 §4.4`).
    const cite = new RegExp(`(?<!RFC \\d+ )${SECTION_SIGN}\\s?(\\d+)`, 'g');
    const unknown = files
      .filter((file) => TEXT.test(file) && file !== REQUIREMENTS)
      .flatMap((file) =>
        [...read(file).matchAll(cite)]
          .map((match) => match[1]!)
          .filter((section) => !sections.has(section))
          .map((section) => `${file} cites ${SECTION_SIGN}${section}`),
      );
    expect(sections.size).toBeGreaterThan(0);
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('points to no file outside the repository (a style guide or spec of the team’s)', () => {
    const outside = /\bSTYLE\.md\b|shared\/spec|storefront-spec\.md/;
    const found = files
      .filter((file) => TEXT.test(file) && !file.startsWith('tooling/repo-checks/'))
      .flatMap((file) =>
        read(file)
          .split('\n')
          .flatMap((line, index) => (outside.test(line) ? [`${file}:${index + 1}`] : [])),
      );
    expect(found).toEqual([]);
  });
});

describe('the READMEs', () => {
  it('link to files and headings that exist', () => {
    const broken = docs.flatMap((doc) =>
      links(read(doc))
        .filter(({ target }) => !/^[a-z]+:/i.test(target))
        .flatMap(({ target, line }) => {
          const [path, anchor] = target.split('#') as [string, string | undefined];
          const file = path ? normalize(join(dirname(doc), decodeURI(path))) : doc;
          if (!existsSync(join(root, file))) return [`${doc}:${line} ${target}: no such file`];
          if (anchor === undefined || !file.endsWith('.md')) return [];
          return anchors(read(file)).has(anchor)
            ? []
            : [`${doc}:${line} ${target}: no such heading`];
        }),
    );
    expect(broken).toEqual([]);
  });

  it('name files that exist', () => {
    // A path in code quotes (`src/features/x/routes.ts`): from the README's folder, the root,
    // or the end of a real path (`features/cart/pricing.ts` inside an app's src/).
    const path = /`([\w@.-]+(?:\/[\w@.[\]{}*-]+)+\.(?:ts|tsx|js|mjs|sh|json|sql|md|css|yaml))`/g;
    const missing = docs.flatMap((doc) =>
      proseLines(read(doc)).flatMap(({ line, text }) =>
        [...text.matchAll(path)]
          .map((match) => match[1]!)
          .filter((name) => !/[{}*[\]]/.test(name))
          .map((name) =>
            name.startsWith('@vitrine/') ? (resolveWorkspaceImport(name) ?? name) : name,
          )
          .filter(
            (name) =>
              !existsSync(join(root, dirname(doc), name)) &&
              !existsSync(join(root, name)) &&
              !files.some((file) => file.endsWith(`/${name}`)),
          )
          .map((name) => `${doc}:${line} ${name}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('give commands that exist', () => {
    const packages = workspacePackages();
    const rootJson = JSON.parse(read('package.json')) as PackageJson;
    const PNPM_OWN = new Set(['install', 'i', 'add', 'exec', 'dlx', 'remove', 'why', 'list']);
    const command = /\bpnpm\s+(?:--filter[=\s]+(\S+)\s+)?(?:run\s+)?([a-z][\w:.*…-]*)/g;
    const unknown = docs.flatMap((doc) => {
      const text = read(doc);
      const code = [
        ...[...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!),
        ...codeBlocks(text)
          .filter((block) => ['sh', 'bash', ''].includes(block.lang))
          .map((block) => block.body),
      ];
      return code.flatMap((snippet) =>
        [...snippet.matchAll(command)].flatMap((match) => {
          const [, filter, name] = match as unknown as [string, string | undefined, string];
          if (PNPM_OWN.has(name)) return [];
          const pkg = filter ? packages.find((candidate) => candidate.json.name === filter) : null;
          if (filter && !pkg) return [`${doc}: pnpm --filter ${filter}: no such package`];
          const scripts = (pkg ? pkg.json : rootJson).scripts ?? {};
          const bin = join(root, pkg ? pkg.dir : '', 'node_modules/.bin', name);
          // `pnpm bench:*` names a family of scripts.
          const family = /^([\w:.-]+)[*…]$/.exec(name)?.[1];
          const known = family
            ? Object.keys(scripts).some((script) => script.startsWith(family))
            : name in scripts;
          return known || existsSync(bin)
            ? []
            : [`${doc}: pnpm ${filter ? `--filter ${filter} ` : ''}${name}`];
        }),
      );
    });
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('show every folder of apps/, packages/, tooling/ and scripts/ in the architecture tree', () => {
    const readme = read('README.md');
    const architecture = headings(readme).find((heading) => heading.text === 'Architecture')!;
    const tree = codeBlocks(readme).find((block) => block.line > architecture.line)!;
    const listed = new Set<string>();
    let group = '';
    for (const line of tree.body.split('\n')) {
      const top = /^(\S+)\/\s/.exec(`${line} `);
      const child = /^\s+([\w.-]+)\/\s/.exec(`${line} `);
      if (top) group = top[1]!;
      else if (child) listed.add(`${group}/${child[1]}`);
    }
    const real = ['apps', 'packages', 'tooling', 'scripts'].flatMap((group) =>
      readdirSync(join(root, group))
        .filter((name) => statSync(join(root, group, name)).isDirectory())
        .filter((name) => files.some((file) => file.startsWith(`${group}/${name}/`)))
        .map((name) => `${group}/${name}`),
    );
    expect(
      real.filter((folder) => !listed.has(folder)),
      'folders not in the tree',
    ).toEqual([]);
    expect(
      [...listed].filter((folder) => !real.includes(folder)),
      'not folders',
    ).toEqual([]);
  });

  it('say which ports `pnpm dev` serves', () => {
    const readme = read('README.md');
    const dev = (JSON.parse(read('package.json')) as PackageJson).scripts!.dev!;
    const ports = [...dev.matchAll(/\$\{\w+:-(\d+)\}/g)].map((match) => match[1]!);
    const row = readme.split('\n').find((line) => line.startsWith('| `pnpm dev`'))!;
    const start = readme.indexOf('\n## Developing');
    const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
    expect(ports.length).toBeGreaterThan(1);
    for (const port of ports) {
      expect(row, `the commands table's pnpm dev row names :${port}`).toContain(port);
      expect(section, `"Developing" names :${port}`).toContain(port);
    }
  });

  it('describe every settings tab and feature of the seller office', () => {
    const readme = read('apps/seller-office/README.md');
    const tabs = [
      ...read('apps/seller-office/src/app/settings-area.tsx').matchAll(/label: '([^']+)'/g),
    ].map((match) => match[1]!);
    const features = readdirSync(join(root, 'apps/seller-office/src/features'));
    expect(tabs.length).toBeGreaterThan(0);
    expect(
      tabs.filter((tab) => !readme.includes(`**${tab}**`)),
      'tabs',
    ).toEqual([]);
    expect(
      features.filter((name) => !readme.includes(`src/features/${name}`)),
      'feature folders',
    ).toEqual([]);
  });

  it.each(APPS)('list every setting $module accepts ($pkg)', async (app) => {
    const readme = read(`${app.dir}/README.md`);
    // The API's README has a section of its own; the others say theirs in a sentence.
    const start = readme.indexOf('\n## Settings');
    const section = start < 0 ? readme : readme.slice(start, readme.indexOf('\n## ', start + 1));
    const names = [...new Set((await settingsOf(app)).map((entry) => entry.name))];
    expect(names.filter((name) => !section.includes(`\`${name}\``))).toEqual([]);
  });

  it('show code that imports real files and the names they export', () => {
    // A ```ts block whose first line names its file (`// src/features/banners/routes.ts`).
    const wrong = docs.flatMap((doc) =>
      codeBlocks(read(doc))
        .filter((block) => /^tsx?$/.test(block.lang))
        .flatMap((block) => {
          const named = /^\/\/\s*(\S+\.tsx?)\b/.exec(block.body);
          if (!named) return [];
          // From the README's folder, or its app's src/ (`features/…`).
          const file = [dirname(doc), join(dirname(doc), 'src')]
            .map((dir) => normalize(join(dir, named[1]!)))
            .find((candidate) => existsSync(join(root, candidate)));
          if (!file) return [`${doc}:${block.line} ${named[1]}: no such file`];
          return importProblems(block.body, file).map(
            (problem) => `${doc}:${block.line} ${problem}`,
          );
        }),
    );
    expect(wrong).toEqual([]);
  });

  it('say when and on which commit each measured figure was taken', () => {
    // A table of timings, rates, scores or sizes: so its header says, or its cells do.
    const measured = /req\/s|\bp50\b|\bp95\b|median|\bms\b|\(ms\)|\bKB\b|perf|FCP|LCP|rows\/s/i;
    const figure = /\d\s?(ms|s|KB|MB)\b|\d\.\d+ \/ \d+\.\d/;
    // "Measured 2026-11-22, commit 93ed683 (runs 1 and 2) and 2026-11-22, commit 84a9dd0 (run 3)"
    const stamp = /(\d{4}-\d{2}-\d{2}),\s+commit\s+([0-9a-f]{7,40})\b/g;
    const problems = docs.flatMap((doc) =>
      tables(read(doc))
        .filter((table) => measured.test(table.header) || figure.test(table.body))
        .flatMap((table) => {
          const stamps = [...table.before.matchAll(stamp)];
          if (stamps.length === 0 || !/measured/i.test(table.before))
            return [`${doc}:${table.line}: no "Measured YYYY-MM-DD, commit …" before the table`];
          return stamps
            .filter((match) => !isCommit(match[2]!))
            .map((match) => `${doc}:${table.line}: ${match[2]} is no commit of this repository`);
        }),
    );
    expect(problems).toEqual([]);
  });
});

function isCommit(sha: string): boolean {
  try {
    execFileSync('git', ['cat-file', '-e', `${sha}^{commit}`], { cwd: root, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** What a code example imports that is not there: a file, or a name the file does not export. */
function importProblems(code: string, file: string): string[] {
  const imports = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;
  return [...code.matchAll(imports)].flatMap((match) => {
    const names = match[1]!
      .split(',')
      .map((name) =>
        name
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim(),
      )
      .filter(Boolean);
    const target = resolveImport(match[2]!, file);
    if (target === undefined) return [];
    if (target === null) return [`${match[2]}: no such file`];
    const source = read(target);
    return names
      .filter((name) => !exports(source, name))
      .map((name) => `${match[2]}: no export ${name}`);
  });
}

/** The repository file an import names; undefined for an outside package, null when missing. */
function resolveImport(specifier: string, from: string): string | null | undefined {
  if (!specifier.startsWith('.')) return resolveWorkspaceImport(specifier);
  const path = normalize(join(dirname(from), specifier));
  const candidates = [path, `${path}.ts`, `${path}.tsx`];
  return (
    candidates.find(
      (candidate) => existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile(),
    ) ?? null
  );
}

function exports(source: string, name: string): boolean {
  const declared = new RegExp(
    `export\\s+(?:declare\\s+)?(?:async\\s+)?(?:function\\*?|const|let|class|type|interface|enum)\\s+${name}\\b`,
  );
  const listed = new RegExp(`export\\s+(?:type\\s+)?\\{[^}]*\\b${name}\\b[^}]*\\}`);
  return declared.test(source) || listed.test(source);
}
