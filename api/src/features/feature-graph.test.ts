import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Issue 23: an import graph of the API's features has no loops between folders, and case-core (what several
// Family Portal features share) depends on no feature but auth. Lint (eslint.config.mjs, apiZones) stops a new
// import between features; this proves the graph that remains is one-way.
const FEATURES = __dirname;

function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const feature of readdirSync(FEATURES, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const uses = new Set<string>();
    const files = readdirSync(path.join(FEATURES, feature.name), { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const source = readFileSync(path.join(FEATURES, feature.name, file), 'utf8');
      for (const [, specifier] of source.matchAll(/(?:from|import)\s+'([^']+)'/g)) {
        if (!specifier!.startsWith('.')) continue;
        const target = path.relative(FEATURES, path.resolve(path.dirname(path.join(FEATURES, feature.name, file)), specifier!));
        const [folder] = target.split(path.sep);
        if (folder && folder !== feature.name && !folder.startsWith('..') && target.includes(path.sep)) uses.add(folder);
      }
    }
    graph.set(feature.name, uses);
  }
  return graph;
}

function findLoop(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const walk = (node: string, trail: string[]): string[] | null => {
    if (trail.includes(node)) return [...trail.slice(trail.indexOf(node)), node];
    if (done.has(node)) return null;
    for (const next of graph.get(node) ?? []) {
      const loop = walk(next, [...trail, node]);
      if (loop) return loop;
    }
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const loop = walk(node, []);
    if (loop) return loop;
  }
  return null;
}

describe("the API domains' import graph (one folder per domain, issue 38.2)", () => {
  const graph = featureGraph();

  it('reads the imports between features', () => {
    expect(graph.get('case')).toEqual(new Set(['auth', 'case-core']));
  });

  it('has no loop between feature folders', () => {
    expect(findLoop(graph)).toBeNull();
  });

  it('finds a loop when there is one', () => {
    expect(
      findLoop(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['c'])],
          ['c', new Set(['a'])],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps case-core below every feature: it imports only auth', () => {
    expect([...graph.get('case-core')!]).toEqual(['auth']);
  });

  it('has no import between features but of case-core and auth (API_FEATURE_DEBT in eslint.config.mjs is empty)', () => {
    const between = [...graph].flatMap(([feature, uses]) =>
      [...uses].filter((used) => used !== 'case-core' && used !== 'auth').map((used) => `${feature} -> ${used}`),
    );
    expect(between).toEqual([]);
  });
});
