// The house's shape, kept: no import circle between files or folders (type-only imports aside), none between the rooms
// of the browser's runtime or of the server (type imports included), a codegen that compiles from what it loaded alone,
// a production server that loads no build tool and nothing of the codegen, a runtime that writes no API path by hand, a
// kernel and a contract that name no table of a domain, and a screen's rows written outside the kernel's write path
// only where a domain keeps what no form writes.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import madge from 'madge';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, shapeOf } from '../../contract/api-routes';
import { registry } from '../../server/generated/registry';

const root = join(__dirname, '../..');
const ROOMS = ['contract', 'codegen', 'server', 'src', 'tools'];

/** A file's room: a top folder, or the folder below it (server/kernel, codegen/emit), or the runtime's (src/runtime/list). */
function roomOf(file: string): string {
  const parts = file.split('/');
  const depth = file.startsWith('src/runtime/') ? 3 : 2;
  return parts.length > depth ? parts.slice(0, depth).join('/') : parts.slice(0, depth - 1).join('/');
}

/** The rooms that reach themselves again through others' imports: each circle's rooms, found by walking the arrows. */
function roomCircles(arrows: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const reaches = (from: string, to: string, seen = new Set<string>()): boolean => [...arrows.get(from) ?? []]
    .some((next) => next === to || (!seen.has(next) && (seen.add(next), reaches(next, to, seen))));
  const circled = [...arrows.keys()].filter((room) => reaches(room, room));
  return circled.map((room) => [room, ...circled.filter((other) => other !== room && reaches(room, other) && reaches(other, room))].sort());
}

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name);
    return statSync(join(root, path)).isDirectory() ? filesUnder(path) : [path];
  });
}

let graph: Record<string, string[]>;
let circles: string[][];
/** the runtime's and the server's files and all they import, type imports included */
let typedGraph: Record<string, string[]>;

beforeAll(async () => {
  const result = await madge(ROOMS.map((room) => join(root, room)), {
    baseDir: root, fileExtensions: ['ts', 'tsx'], tsConfig: join(root, 'tsconfig.json'), excludeRegExp: [/generated\//],
    detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
  });
  graph = result.obj();
  circles = result.circular();
  const typed = await madge([join(root, 'src/runtime'), join(root, 'server')], {
    baseDir: root, fileExtensions: ['ts', 'tsx'], tsConfig: join(root, 'tsconfig.json'), excludeRegExp: [/generated\//],
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  typedGraph = typed.obj();
}, 60_000);

describe('the house', () => {
  it('has no import circle between files', () => {
    expect(circles).toEqual([]);
  });

  it('has no two rooms that import each other', () => {
    const arrows = new Set(Object.entries(graph).flatMap(([file, imports]) => imports.map((imported) => `${roomOf(file)} -> ${roomOf(imported)}`)));
    const both = [...arrows].filter((arrow) => {
      const [from, to] = arrow.split(' -> ');
      return from !== to && arrows.has(`${to} -> ${from}`);
    });
    expect(both).toEqual([]);
  });

  /** The arrows between the rooms under `top` (a file at its root is the room `top` itself), type imports included. */
  function roomArrows(top: string): Map<string, Set<string>> {
    const arrows = new Map<string, Set<string>>();
    for (const [file, imports] of Object.entries(typedGraph).filter(([path]) => path.startsWith(`${top}/`))) {
      for (const imported of imports.filter((path) => path.startsWith(`${top}/`))) {
        if (roomOf(file) !== roomOf(imported)) arrows.set(roomOf(file), (arrows.get(roomOf(file)) ?? new Set()).add(roomOf(imported)));
      }
    }
    return arrows;
  }

  it('has rooms in the browser\'s runtime that import each other in no circle, type imports included', () => {
    const arrows = roomArrows('src/runtime');
    expect([...arrows.keys()].length).toBeGreaterThan(10);
    expect(roomCircles(arrows)).toEqual([]);
    // the ground floor imports nothing above it
    expect([...arrows.get('src/runtime/core') ?? []]).toEqual([]);
  });

  it('has rooms in the server that import each other in no circle, type imports included', () => {
    const arrows = roomArrows('server');
    expect([...arrows.keys()].length).toBeGreaterThan(10);
    expect(roomCircles(arrows)).toEqual([]);
    // the ground floor: the database imports no other room, and core (the ports of the context's services) the database alone
    expect([...arrows.get('server/db') ?? []]).toEqual([]);
    expect([...arrows.get('server/core') ?? []]).toEqual(['server/db']);
  });

  it('has a codegen whose compiler imports none of the stages after loading: what the stages share is derived once (compile/derive.ts)', () => {
    const reached = Object.entries(graph).filter(([file]) => file.startsWith('codegen/compile/'))
      .flatMap(([file, imports]) => imports.filter((imported) => /^codegen\/(check|emit|write)\//.test(imported)).map((imported) => `${file} -> ${imported}`));
    expect(reached).toEqual([]);
  });

  it('has emitters and a writer that read the project\'s model, not the loaded YAML, and a writer that writes files, not SQL', () => {
    const files = [...filesUnder('codegen/emit'), ...filesUnder('codegen/write')].filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    const loaded = files.filter((file) => /\b(Definitions|ScreenSource|FieldSource|Located)\b/.test(readFileSync(join(root, file), 'utf8')));
    expect(loaded).toEqual([]);
    const sql = filesUnder('codegen/write').filter((file) => /\b(CREATE|ALTER|DROP) (TABLE|INDEX|TRIGGER|FUNCTION)\b/.test(readFileSync(join(root, file), 'utf8')));
    expect(sql).toEqual([]);
  });

  it('starts the production server with nothing of the codegen, the tools or a build tool', () => {
    const loaded = new Set<string>();
    const visit = (file: string): void => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const imported of graph[file] ?? []) visit(imported);
    };
    visit('server/main.ts');
    expect([...loaded].filter((file) => /^(codegen|tools)\//.test(file))).toEqual([]);
    const sources = [...loaded].map((file) => readFileSync(join(root, file), 'utf8'));
    expect(sources.filter((text) => /from '(vite|@vitejs\/[^']+|vitest|ts-morph)'/.test(text))).toEqual([]);
  });

  it('writes no API path by hand in the browser\'s runtime: every call is built from contract/routes.ts', () => {
    // the areas' own endpoints (/student/...) share their first segment with the areas' pages, which are the app's
    const pages = new Set(['admin', 'student', 'lecturer']);
    const prefixes = [...new Set([...Object.values(API_ROUTES).map((shape) => shapeOf(shape).path.split('/')[1]), ...Object.values(registry.screens).map((screen) => screen.endpoint.split('/')[1])])]
      .filter((segment) => !segment.startsWith(':') && !pages.has(segment));
    const written = new RegExp(`['\`]/(${prefixes.join('|')})(/|\\?|'|\`)|\\$\\{screen\\.endpoint\\}`);
    const offenders = filesUnder('src/runtime').filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => readFileSync(join(root, file), 'utf8').split('\n').map((line, index) => ({ file, line: index + 1, text: line })))
      .filter(({ text }) => !/^\s*(\/\/|\*)/.test(text) && written.test(text) && !/(navigate|href|to=|Navigate|pathname|`\/(admin|student|lecturer))/.test(text));
    expect(offenders).toEqual([]);
  });

  it('has capabilities that import nothing of a domain: they reach readers and operations through the context', () => {
    const reached = Object.entries(graph).filter(([file]) => file.startsWith('server/capabilities/'))
      .flatMap(([file, imports]) => imports.filter((imported) => imported.startsWith('server/domains/')).map((imported) => `${file} -> ${imported}`));
    expect(Object.keys(graph).filter((file) => file.startsWith('server/capabilities/')).length).toBeGreaterThan(10);
    expect(reached).toEqual([]);
  });

  it('names no table of a domain in the kernel or the contract: a domain\'s SQL lives in its domain folder', () => {
    // the accounts (a system table) are every write's author, which the kernel's history names
    const tables = new Set([
      ...Object.values(registry.screens).flatMap((screen) => (screen.table ? [screen.table] : [])),
      ...Object.values(registry.lookups).flatMap((lookup) => (lookup.table && !lookup.system ? [lookup.table] : [])),
    ]);
    const inSql = `\\b(FROM|JOIN|INTO|UPDATE)\\s+(${[...tables].join('|')})\\b`;
    const named = new RegExp(`(${inSql})|'(${[...tables].join('|')})'`);
    // the contract may say which table is an area's own record (AREA_RECORD_TABLE), and holds no SQL of one
    const offenders = [
      ...filesUnder('server/kernel').filter((file) => named.test(readFileSync(join(root, file), 'utf8'))),
      ...filesUnder('contract').filter((file) => !file.includes('generated') && new RegExp(inSql).test(readFileSync(join(root, file), 'utf8'))),
    ].map((file) => relative(root, join(root, file)));
    expect(offenders).toEqual([]);
  });

  it('writes a screen\'s rows outside the kernel\'s write path only where a domain keeps what no form writes', () => {
    // each with why its writes are not a form's, and keep their history themselves where a person acted
    const keptByDomain: Readonly<Record<string, string>> = {
      'server/capabilities/grid.ts': 'a grid\'s cells, by the grid\'s own path (its record\'s lock, each cell\'s history)',
      'server/domains/academic/record.ts': 'the GPA, credits and standing of every student at once, from the approved sheets',
      'server/domains/applicants/operations.ts': 'a visitor\'s application from a public form: no account to write it as',
      'server/domains/rows/enrol.ts': 'an enrolled row\'s link to the row it made, and its move to the enrolment\'s state',
      'server/domains/career/hooks.ts': 'a person\'s erasure',
      'server/domains/privacy/hooks.ts': 'a person\'s erasure',
      'server/domains/finances/operations.ts': 'a month\'s hours of every lecturer at once, and a statement\'s payments imported',
      'server/domains/finances/online-payments.ts': 'an online payment\'s states, as its provider tells them',
      'server/domains/documents/requests.ts': 'the number of the document a request was answered with',
    };
    const tables = [...new Set(Object.values(registry.screens).flatMap((screen) => (screen.table ? [screen.table] : [])))];
    // a table by its name, or by an expression (a screen's, a constant's)
    const writes = new RegExp(`\\b(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+(\\$\\{[^}]+\\}|(${tables.join('|')})\\b)`);
    const writers = filesUnder('server')
      .filter((file) => file.endsWith('.ts') && !/^server\/(kernel|generated|seed)\//.test(file))
      .filter((file) => writes.test(readFileSync(join(root, file), 'utf8')));
    expect(writers.sort()).toEqual(Object.keys(keptByDomain).sort());
  });

  it('keeps the README a front door, at most 400 lines, and every file it or docs/ links to is there', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(400);
    const documents = ['README.md', ...filesUnder('docs').filter((file) => file.endsWith('.md'))];
    const missing = documents.flatMap((document) => [...readFileSync(join(root, document), 'utf8').matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
      .map(([, target]) => target).filter((target) => !/^[a-z]+:/.test(target))
      .filter((target) => !statSync(join(root, dirname(document), target), { throwIfNoEntry: false })).map((target) => `${document} → ${target}`));
    expect(documents.length).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
});
