// The app's one page (the built index.html), as the server sends it for every path of the client-side router: with
// what this server was started with, and, to someone signed in, with the signed-in app's code asked for at once.
import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from './core/config';
import { TIME_ZONE_META } from '../contract/instants';
import { UPLOAD_LIMIT_META } from '../contract/uploads';

/**
 * The chunk the page imports once someone is signed in (src/main.tsx imports src/App.tsx): the router, the layout, the
 * list screen, which vite.config.ts's code splitting gathers in one chunk of this name.
 */
export const SIGNED_IN_CHUNK = 'admin';

/** What the build's manifest (vite's build.manifest) says of a chunk: its file, its name, the chunks it imports, its styles. */
interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
}

export interface AppPage {
  /** the page for a visitor (the sign-in form, a public page) */
  visitor: Buffer;
  /** the page for a request that carries a session: the same, naming the signed-in app's code and styles to fetch */
  signedIn: Buffer;
}

/**
 * The page as served, telling the app what this server was started with: the largest upload it takes (the form,
 * src/runtime/form/uploads.ts) and the university's time zone, on whose clock every time is shown (src/runtime/core/clock.ts).
 */
function withSettings(html: string, config: Pick<ServerConfig, 'uploadLimitBytes' | 'timeZone'>): string {
  const metas = [[UPLOAD_LIMIT_META, String(config.uploadLimitBytes)], [TIME_ZONE_META, config.timeZone]]
    .map(([name, content]) => `  <meta name="${name}" content="${content}" />\n`).join('');
  return html.replace('</head>', `${metas}  </head>`);
}

/**
 * The links that fetch the signed-in app's code and styles while the page's own script downloads, rather than once it
 * has run and found a session: its chunk and the chunks it imports that the page does not name already, as module
 * preloads, and their styles as preloads (the app adds them as stylesheets when it imports them). None where the
 * manifest names no such chunk (a build without one, or a test's page).
 */
function signedInPreloads(manifest: Readonly<Record<string, ManifestChunk>>, html: string): string {
  const app = Object.entries(manifest).find(([, chunk]) => chunk.name === SIGNED_IN_CHUNK && chunk.file.endsWith('.js'));
  if (!app) return '';
  const imported = new Set<ManifestChunk>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || imported.has(chunk)) return;
    imported.add(chunk);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(app[0]);
  const chunks = [...imported].filter((chunk) => !html.includes(`/${chunk.file}"`));
  const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  return [
    ...chunks.map((chunk) => `  <link rel="modulepreload" crossorigin href="/${chunk.file}">\n`),
    ...styles.map((file) => `  <link rel="preload" as="style" crossorigin href="/${file}">\n`),
  ].join('');
}

/** The built page in its two forms, read once when the server starts. */
export function appPage(staticDir: string, config: Pick<ServerConfig, 'uploadLimitBytes' | 'timeZone'>): AppPage {
  const html = withSettings(fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8'), config);
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  const manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk> : {};
  return { visitor: Buffer.from(html), signedIn: Buffer.from(html.replace('</head>', `${signedInPreloads(manifest, html)}  </head>`)) };
}
