// The app's build, apart from the server: `npm start` runs it before the server, which serves dist/ and loads no build
// tool. It builds when dist/ is missing or older than its sources (a fresh clone, a pull), and is quiet otherwise.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const SOURCES = ['src', 'locales', 'index.html', 'vite.config.ts', 'contract'];

function newestChange(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/** Builds the app into dist/ unless it is newer than every source. */
export async function buildAppIfStale(root: string): Promise<void> {
  const index = path.join(root, 'dist', 'index.html');
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  if (built > 0 && built >= Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))))) return;
  console.log('Aula: building the app…');
  // always a production build: Vite would honour a NODE_ENV the caller runs under (a test runner's) and build development React
  process.env.NODE_ENV = 'production';
  await build({ root, mode: 'production', logLevel: 'warn' });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildAppIfStale(process.cwd());
