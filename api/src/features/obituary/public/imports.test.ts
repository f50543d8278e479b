import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The public obituary is read by every visitor; the Family Portal and the memorial wall build on it. So its
// read does not depend on Family Portal modules: this folder imports the foundation (db, lib), auth, and from
// case-core only the obituary's own tables and queries (shared there with the staff desk and the portal),
// which themselves import nothing but db and lib. Lint zones fence features from each other; this test
// fences the public read from the rest of case-core.
const importsOf = (folder: string, name: string) =>
  [...readFileSync(path.join(folder, name), 'utf8').matchAll(/from '(\.\.?\/[^']+)'/g)].map((match) => match[1]!);
const sources = (folder: string) => readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

it('imports no other feature than auth and the obituary files of case-core', () => {
  const offending = sources(__dirname).flatMap((name) =>
    importsOf(__dirname, name)
      .filter((target) => target.startsWith('../') && !target.startsWith('../../'))
      .filter((target) => !target.startsWith('../auth/') && !/^\.\.\/case-core\/obituary-[a-z-]+$/.test(target))
      .map((target) => `${name} imports ${target}`),
  );
  expect(offending).toEqual([]);
});

it('reads case-core obituary files that import only db and lib', () => {
  const caseCore = path.join(__dirname, '../case-core');
  const offending = sources(caseCore)
    .filter((name) => name.startsWith('obituary-'))
    .flatMap((name) =>
      importsOf(caseCore, name)
        .filter((target) => !/^\.\.\/\.\.\/(db|lib)\//.test(target) && !/^\.\/obituary-[a-z-]+$/.test(target))
        .map((target) => `case-core/${name} imports ${target}`),
    );
  expect(offending).toEqual([]);
});
