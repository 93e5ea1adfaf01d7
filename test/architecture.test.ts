import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, sourceFiles } from './support/source-files.ts';
import { FILE_FORMATS } from '../src/translations/file-formats.ts';

/*
 * The shape of src/ (CONTRIBUTING.md, "Architecture"): no module imports one that imports it,
 * type-only imports included, and no folder imports a folder that imports it. The graph is read
 * from the sources themselves: every relative `from '…'` and `import('…')` specifier.
 */

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Each file of src/ (relative, with forward slashes) and the files of src/ it imports. */
function importGraph(root: string): Map<string, Set<string>> {
  const name = (path: string) => relative(root, path).split(sep).join('/');
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(root)) {
    const imports = new Set<string>();
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = resolve(dirname(file), match[1] ?? '').replace(/\.js$/, '.ts');
      imports.add(name(target));
    }
    graph.set(name(file), imports);
  }
  return graph;
}

/** The folder of a file of src/: `pull/bundle/zip`, or `.` for src/ itself. */
function folderOf(file: string): string {
  const slash = file.lastIndexOf('/');
  return slash < 0 ? '.' : file.slice(0, slash);
}

/** The graph of folders: an edge wherever a file of one imports a file of another. */
function folderGraph(graph: Map<string, Set<string>>): Map<string, Set<string>> {
  const folders = new Map<string, Set<string>>();
  for (const [file, imports] of graph) {
    const from = folderOf(file);
    const edges = folders.get(from) ?? new Set<string>();
    folders.set(from, edges);
    for (const target of imports) if (folderOf(target) !== from) edges.add(folderOf(target));
  }
  return folders;
}

/** Strongly connected components with more than one member, or a member importing itself (Tarjan). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): number => {
    const own = index.size;
    let lowest = own;
    index.set(node, own);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      const seen = index.get(next);
      if (seen === undefined) lowest = Math.min(lowest, visit(next));
      else if (onStack.has(next)) lowest = Math.min(lowest, seen);
    }
    if (lowest !== own) return lowest;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1 || graph.get(node)?.has(node)) found.push(component.sort());
    return lowest;
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/**
 * The folders of src/, each above those it may import (CONTRIBUTING.md draws the same tree): the
 * phases of a run first, then the layers they share. A sub-folder counts as its folder here.
 */
const LAYERS = [
  'run',
  'report',
  'propose',
  'pull',
  'check',
  'post-pull-command',
  'push',
  'prune',
  'files',
  'inputs',
  'layout',
  'translations',
  'qa',
  'api',
  'git',
  'github',
  'http',
  'common',
];

/** Each import from one folder of src/ to a folder at or above it in LAYERS. */
function upwardImports(graph: Map<string, Set<string>>): string[] {
  const layer = (file: string) => LAYERS.indexOf(file.split('/')[0] ?? '');
  const found: string[] = [];
  for (const [file, imports] of graph) {
    if (!file.includes('/')) continue; // src/main.ts and src/index.ts stand above every folder
    for (const target of imports) {
      const [from, to] = [file.split('/')[0], target.split('/')[0]];
      if (from !== to && (!target.includes('/') || layer(target) <= layer(file))) {
        found.push(`${file} imports ${target}`);
      }
    }
  }
  return found;
}

describe('the import graph of src/', () => {
  const graph = importGraph(SRC);

  it('reads the imports, type-only and dynamic ones included', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('index.ts')).toContain('main.ts');
    for (const [file, imports] of graph) {
      for (const target of imports)
        expect(graph.has(target), `${file} imports ${target}`).toBe(true);
    }
  });

  it('finds a cycle where there is one', () => {
    const sample = new Map([
      ['a/x.ts', new Set(['b/y.ts'])],
      ['b/y.ts', new Set(['a/z.ts'])],
      ['a/z.ts', new Set<string>()],
    ]);
    expect(cycles(sample)).toEqual([]);
    expect(cycles(folderGraph(sample))).toEqual([['a', 'b']]);
    sample.get('a/z.ts')?.add('a/x.ts');
    expect(cycles(sample)).toEqual([['a/x.ts', 'a/z.ts', 'b/y.ts']]);
    const upwards = new Map([
      ['common/log.ts', new Set(['run/phase.ts', 'common/plural.ts'])],
      ['run/phase.ts', new Set(['common/log.ts', 'main.ts'])],
    ]);
    expect(upwardImports(upwards)).toEqual([
      'common/log.ts imports run/phase.ts',
      'run/phase.ts imports main.ts',
    ]);
  });

  it('has no cycle between files', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no cycle between folders', () => {
    expect(cycles(folderGraph(graph))).toEqual([]);
  });

  it('has each folder import only folders below it in the tree of CONTRIBUTING.md', () => {
    const folders = [...folderGraph(graph).keys()]
      .filter((f) => f !== '.')
      .map((f) => f.split('/')[0]);
    expect([...new Set(folders)].sort()).toEqual([...LAYERS].sort());
    expect(upwardImports(graph)).toEqual([]);
  });
});

/**
 * A format's knowledge lives in its modules and its row of the table (file-formats.ts): code
 * elsewhere asks the row, never compares a format's name, export type or extension. The names
 * are the table's own, so a new format's are checked as soon as its row is written.
 */
describe('the formats’ names', () => {
  const names = [
    ...new Set(
      FILE_FORMATS.flatMap((f) => [
        f.exportType,
        ...f.extensions,
        ...(f.model ? [f.model.name] : []),
      ]),
    ),
  ].join('|');
  const compared = new RegExp(
    [
      // `format === 'po'`, `type !== 'yml'`, `'android' === model`
      `\\b\\w*(?:format|type|model|extension)\\w*(?:\\?\\.\\w+)*\\s*[!=]==\\s*'(?:${names})'`,
      `'(?:${names})'\\s*[!=]==\\s*\\w*(?:format|type|model|extension)`,
      `case '(?:${names})':`,
      // `/\.ya?ml$/i`, `/\.pot?$/`
      `\\/\\\\\\.(?:\\(\\?:)?(?:${names}|ya\\?ml|pot\\?)\\b`,
    ].join('|'),
    'i',
  );
  const modelNames = FILE_FORMATS.flatMap((f) => (f.model ? [f.model.name] : []));
  /** A format's own modules: `translations/<model>*.ts` and the XML formats' shared `xml*.ts`. */
  const ownModule = (file: string) =>
    file === 'translations/file-formats.ts' ||
    [...modelNames, 'xml'].some((name) => file.startsWith(`translations/${name}`));

  it('are compared only in the formats’ own modules', () => {
    const found: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const name = relative(SRC, file).split(sep).join('/');
      if (ownModule(name)) continue;
      for (const [index, line] of readFileSync(file, 'utf8').split('\n').entries()) {
        if (!line.trimStart().startsWith('*') && compared.test(line)) {
          found.push(`${name}:${index + 1}: ${line.trim()}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('would be found where compared', () => {
    for (const line of [
      "if (format === 'po') return;",
      "params.type !== 'yml'",
      '/\\.ya?ml$/i.test(path)',
      "case 'android':",
    ]) {
      expect(compared.test(line), line).toBe(true);
    }
    expect(compared.test("language === 'json'")).toBe(false);
  });
});

/**
 * The shape of test/ (CONTRIBUTING.md, "Tests"): each folder of src/, sub-folders included, has
 * the folder of the same path under test/ holding its tests, so that a folder's tests are found
 * where its code is. Any other folder of test/ is one of the few that test no folder of src/.
 */
const OWN_TEST_FOLDERS = [
  'e2e',
  'reliability',
  'support',
  'fixtures',
  'emulator',
  'github-standin',
];
const TEST = resolve(SRC, '..', 'test');

/** Each folder under `root` (relative, forward slashes; `root` itself left out) and its files. */
function foldersUnder(root: string, folder = root): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const entries = readdirSync(folder, { withFileTypes: true });
  if (folder !== root) {
    const files = entries.filter((e) => e.isFile()).map((e) => e.name);
    found.set(relative(root, folder).split(sep).join('/'), files);
  }
  for (const entry of entries.filter((e) => e.isDirectory())) {
    for (const [name, files] of foldersUnder(root, join(folder, entry.name)))
      found.set(name, files);
  }
  return found;
}

/** Where test/ does not mirror src/: a folder of src/ without tests, a test folder of nothing. */
function mirrorProblems(src: readonly string[], test: ReadonlyMap<string, string[]>): string[] {
  const own = (folder: string) =>
    OWN_TEST_FOLDERS.some((name) => folder === name || folder.startsWith(`${name}/`));
  const missing = src
    .filter((folder) => !(test.get(folder) ?? []).some((file) => file.endsWith('.test.ts')))
    .map((folder) => `src/${folder}/ has no test file in test/${folder}/`);
  const stray = [...test.keys()]
    .filter((folder) => !src.includes(folder) && !own(folder))
    .map(
      (folder) => `test/${folder}/ mirrors no folder of src/ and is not one of OWN_TEST_FOLDERS`,
    );
  return [...missing, ...stray];
}

describe('the folders of test/', () => {
  it('finds a folder of src/ without tests, and a test folder that mirrors nothing', () => {
    const test = new Map([
      ['pull', ['pull.test.ts']],
      ['pull/bundle', ['helpers.ts']],
      ['bundle', ['extract.test.ts']],
      ['support', ['fakes.ts']],
      ['emulator/formats', ['json.test.ts']],
    ]);
    expect(mirrorProblems(['pull', 'pull/bundle', 'run'], test)).toEqual([
      'src/pull/bundle/ has no test file in test/pull/bundle/',
      'src/run/ has no test file in test/run/',
      'test/bundle/ mirrors no folder of src/ and is not one of OWN_TEST_FOLDERS',
    ]);
  });

  it('mirror the folders of src/, each with its tests, besides their own few', () => {
    const src = [...foldersUnder(SRC).keys()];
    expect(src).toContain('pull/bundle/zip');
    expect(mirrorProblems(src, foldersUnder(TEST))).toEqual([]);
  });
});
