// Rewrites browser code's imports of the contract's barrel, '@keepsake/shared/contract', to the entry point of
// each symbol's domain, '@keepsake/shared/contract/<domain>' (ADR 122), and the barrel's re-exports of
// '@keepsake/shared/rules' to rules. For a branch written before the split: `node scripts/contract-by-domain.mjs`
// rewrites every such import in the apps and shared (the API keeps the barrel), then run prettier on the files
// it prints. Lint refuses the barrel in browser code, so a missed import fails `npm run lint`.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { root } from './lib.mjs';

const BARREL = '@keepsake/shared/contract';
const entriesDir = path.join(root, 'shared/src/contract/entries');
const entries = readdirSync(entriesDir)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -3));

/** Every name the barrel exports → the module browser code takes it from. */
function symbolHomes() {
  const files = entries.map((entry) => path.join(entriesDir, `${entry}.ts`));
  const program = ts.createProgram(files, {
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    resolveJsonModule: true,
  });
  const checker = program.getTypeChecker();
  const homes = new Map();
  entries.forEach((entry, index) => {
    const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(files[index]));
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) homes.set(symbol.name, `${BARREL}/${entry}`);
  });
  const barrel = readFileSync(path.join(root, 'shared/src/contract/index.ts'), 'utf8');
  for (const [, names] of barrel.matchAll(/export \{([^}]*)\} from '@keepsake\/shared\/rules'/g)) {
    for (const name of names.split(',').map((part) => part.trim().replace(/^type\s+/, ''))) if (name) homes.set(name, '@keepsake/shared/rules');
  }
  return homes;
}

function rewrite(file, homes) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(`'${BARREL}'`)) return false;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edits = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!(isImport || ts.isExportDeclaration(statement)) || statement.moduleSpecifier?.text !== BARREL) continue;
    const clause = isImport ? statement.importClause : statement;
    const named = isImport ? clause?.namedBindings : statement.exportClause;
    if (!named || (isImport && clause.name) || !('elements' in named)) throw new Error(`${file}: only named imports of the barrel can be rewritten`);
    const groups = new Map();
    for (const element of named.elements) {
      const name = (element.propertyName ?? element.name).text;
      const home = homes.get(name);
      if (!home) throw new Error(`${file}: ${name} is not exported by any entry of the contract`);
      groups.set(home, [...(groups.get(home) ?? []), element.getText()]);
    }
    const keyword = isImport ? 'import' : 'export';
    const typeOnly = clause.isTypeOnly ? 'type ' : '';
    edits.push([
      statement.getStart(),
      statement.getEnd(),
      [...groups].map(([home, list]) => `${keyword} ${typeOnly}{ ${list.join(', ')} } from '${home}';`).join('\n'),
    ]);
  }
  if (edits.length === 0) return false;
  let next = text;
  for (const [start, end, replacement] of edits.reverse()) next = next.slice(0, start) + replacement + next.slice(end);
  writeFileSync(file, next);
  return true;
}

const files = execFileSync('git', ['ls-files', '--', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /^(shell|shared|remote-[^/]+)\/src\//.test(file) && !file.startsWith('shared/src/contract/'));
const homes = symbolHomes();
for (const file of files) if (rewrite(path.join(root, file), homes)) console.log(file);
