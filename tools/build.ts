// What `npm start` runs before the server, which loads no build tool: the app's build into dist/, and the server's own
// code bundled into one file (dist-server/main.mjs) that plain Node runs. Each is made when it is missing or older than
// its sources (a fresh clone, a pull), and is quiet otherwise.
import fs from 'node:fs';
import path from 'node:path';
import { build as bundle, type Plugin } from 'esbuild';
import { build } from 'vite';

const SOURCES = ['src', 'locales', 'index.html', 'vite.config.ts', 'contract'];

function newestChange(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/** Whether a made file is there and newer than every source (a file or a folder, named from the root). */
function newerThanSources(made: string, root: string, sources: readonly string[]): boolean {
  const built = fs.existsSync(made) ? fs.statSync(made).mtimeMs : 0;
  return built > 0 && built >= Math.max(...sources.map((source) => newestChange(path.join(root, source))));
}

/** Builds the app into dist/ unless it is newer than every source. */
export async function buildAppIfStale(root: string): Promise<void> {
  if (newerThanSources(path.join(root, 'dist', 'index.html'), root, SOURCES)) return;
  console.log('Aula: building the app…');
  // always a production build: Vite would honour a NODE_ENV the caller runs under (a test runner's) and build development React
  process.env.NODE_ENV = 'production';
  await build({ root, mode: 'production', logLevel: 'warn' });
}

const SERVER_SOURCES = ['server', 'contract'];
/** Where the bundled server is, from the root: beside dist/, not in it (dist/ is served to browsers, and a build empties it). */
export const SERVER_BUNDLE = 'dist-server/main.mjs';

/**
 * Each module's `import.meta.url` as it is in the sources, written relative to the bundle (the migrations, the package's
 * version and the fonts are found next to the module that names them), so that the bundle runs wherever the clone is.
 */
const sourceUrls = (bundleDir: string): Plugin => ({
  name: 'source-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
      const relative = path.relative(bundleDir, file).split(path.sep).join('/');
      const contents = (await fs.promises.readFile(file, 'utf8')).replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`);
      return { contents, loader: 'ts' };
    });
  },
});

/**
 * Bundles the server's modules (its packages stay in node_modules) into SERVER_BUNDLE, with its source map, unless the
 * bundle is newer than every source; answers the bundle's path. Plain Node starts it in 3.8 s where `--import tsx`, which
 * compiles and resolves every module as it loads, took 5.0 s and 2 s more of the processor (a 2-core machine, each start).
 * Written aside and moved into place, so that runs bundling at once (the test suites) never start a half-written one.
 */
export async function bundleServerIfStale(root: string): Promise<string> {
  const bundled = path.join(root, SERVER_BUNDLE);
  if (newerThanSources(bundled, root, SERVER_SOURCES)) return bundled;
  const { outputFiles } = await bundle({
    entryPoints: [path.join(root, 'server/main.ts')], outfile: bundled, bundle: true, platform: 'node', format: 'esm', target: 'node20',
    packages: 'external', sourcemap: true, write: false, logLevel: 'warning', plugins: [sourceUrls(path.dirname(bundled))],
  });
  fs.mkdirSync(path.dirname(bundled), { recursive: true });
  // the map first: the bundle names it
  for (const output of outputFiles.toSorted((a, b) => Number(a.path === bundled) - Number(b.path === bundled))) {
    const aside = `${output.path}.${process.pid}`;
    fs.writeFileSync(aside, output.contents);
    fs.renameSync(aside, output.path);
  }
  return bundled;
}

/**
 * What Node is started with to run the server as `npm start` runs it: the bundle (made first when it is stale), its
 * errors' stacks read through its source map to the sources' lines.
 */
export async function serverArguments(root: string): Promise<string[]> {
  return ['--enable-source-maps', await bundleServerIfStale(root)];
}

/**
 * The environment this process hands the server it starts as `npm start` runs it: its own, less the test runner's
 * NODE_ENV=test (it would build development React) and DATABASE_URL (the caller names the database the server is to
 * use, or none for the embedded one).
 */
export function serverEnvironment(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, NODE_ENV: _testMode, ...inherited } = process.env;
  return inherited;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAppIfStale(process.cwd());
  await bundleServerIfStale(process.cwd());
}
