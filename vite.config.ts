import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { SIGNED_IN_CHUNK } from './server/app-page';

const apiPort = Number(process.env.API_PORT ?? process.env.PORT ?? 3000);

/** The public pages (src/generated/public-pages.json): the sign-in page links to them by their titles. */
const publicPages = JSON.parse(readFileSync(new URL('src/generated/public-pages.json', import.meta.url), 'utf8')) as { title: string; intro?: string }[];

/**
 * The keys of locales/<lang>.json each part of the app loads (see src/runtime/core/i18n.ts): the sign-in page and the
 * shell need only some of `app`, so a visitor signing in does not download every screen's labels.
 */
export const LOCALE_PARTS: Record<string, readonly string[]> = {
  shell: ['app.errors', 'app.language', 'app.login', ...publicPages.map((page) => page.title)],
  // what a public page says before its screen arrives (its instructions, the other pages), loaded with the shell's words
  public: ['app.public', ...publicPages.flatMap((page) => (page.intro ? [page.intro] : []))],
  // what every signed-in page may say; each screen's own words come with it (codegen/labels.ts)
  admin: [
    'app.yes', 'app.no', 'app.actions', 'app.alert', 'app.areas', 'app.filters', 'app.find', 'app.greeting', 'app.header', 'app.home', 'app.landing', 'app.list', 'app.notFound',
    'app.relative', 'app.sidebar', 'app.notifications', 'dates', 'sidebar',
  ],
  // what a form, a record's detail, the profile, the password pages, a job's progress and the sign-in's second step
  // say, loaded with them (lazyWithFormWords, which loads the bulk part too)
  forms: [
    'app.form', 'app.password', 'app.jobs', 'app.import', 'app.detail', 'app.deleted', 'app.history', 'app.profile', 'app.secondFactor',
    'app.userType', 'validation', 'screens.profile', 'fields.permission_groups', 'permissionNames',
  ],
  // what the ticked rows' bar, its confirmations and an action's summary say: the bar is fetched with a list whose rows
  // tick, without the forms' words
  bulk: ['bulk'],
};

/** The message a dotted key names, with its plural forms (key_one, key_other …) when it has them. */
function entriesAt(messages: Record<string, unknown>, key: string): [string, unknown][] {
  const parts = key.split('.');
  let node: unknown = messages;
  for (const part of parts.slice(0, -1)) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'object' || node === null) return [];
  const last = parts.at(-1)!;
  return Object.entries(node).filter(([name]) => name === last || name.startsWith(`${last}_`))
    .map(([name, value]) => [[...parts.slice(0, -1), name].join('.'), value]);
}

/** Just the given keys of a catalogue, nested as the catalogue nests them. */
function slice(messages: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of keys.flatMap((wanted) => entriesAt(messages, wanted))) {
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = value;
  }
  return out;
}

/** Modules of one screen's words in one language: `virtual:aula-labels/ka/students`. */
const LABELS = 'virtual:aula-labels/';

/** `locales/ka.json?locale-part=shell` is a module of just that part's keys; `virtual:aula-labels/…` one screen's. */
function localeParts(): Plugin {
  let root = process.cwd();
  return {
    name: 'aula-locale-parts',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(LABELS) ? `\0${id}` : null;
    },
    // `npm run dev`: a saved locale goes to the page whole (src/runtime/core/i18n.ts takes it in) rather than reloading
    // the app; the modules of its words are made again when next imported
    hotUpdate({ file, modules, timestamp, read }) {
      const saved = /[\\/]locales[\\/](\w+)\.json$/.exec(file);
      if (!saved || this.environment.name !== 'client') return undefined;
      const graph = this.environment.moduleGraph;
      const words = [...graph.idToModuleMap.values()].filter((module) => module.id?.startsWith(`\0${LABELS}${saved[1]}/`));
      for (const module of [...modules, ...words]) graph.invalidateModule(module, new Set(), timestamp, true);
      return Promise.resolve(read()).then((text) => {
        this.environment.hot.send({ type: 'custom', event: 'aula:words', data: { language: saved[1], messages: JSON.parse(text) as unknown } });
        return [];
      });
    },
    load(id) {
      const screen = new RegExp(`^\0${LABELS}(\\w+)/([\\w-]+)$`).exec(id);
      if (screen) {
        const [, language, name] = screen;
        const keys = (JSON.parse(readFileSync(join(root, 'src/generated/labels.json'), 'utf8')) as Record<string, string[]>)[name];
        if (!keys) throw new Error(`No words for the screen '${name}' in src/generated/labels.json; run npm run gen`);
        this.addWatchFile(join(root, 'src/generated/labels.json'));
        this.addWatchFile(join(root, 'locales', `${language}.json`));
        const messages = JSON.parse(readFileSync(join(root, 'locales', `${language}.json`), 'utf8')) as Record<string, unknown>;
        return `export default ${JSON.stringify(slice(messages, keys))};`;
      }
      const match = /^([^?]*\.json)\?(?:.*&)?locale-part=(\w+)/.exec(id);
      if (!match) return null;
      const keys = LOCALE_PARTS[match[2]];
      if (!keys) throw new Error(`Unknown locale part '${match[2]}' in ${id}`);
      // the build names the file by its path; the test runner by its URL from the project root
      const file = existsSync(match[1]) ? match[1] : join(root, match[1]);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(slice(messages, keys))};`;
    },
  };
}

/**
 * react-router's production build names its components and contexts for React's developer tools at the top of its
 * module (`Form.displayName = "Form"`) and makes them with forwardRef and createContext unmarked as pure, so the
 * bundler keeps every one it declares, used or not: Form, Link, NavLink, ScrollRestoration and what they call
 * (fetchers, prefetching, submissions), about 4 kB gzip of every signed-in page. The build drops the naming and marks
 * the calls pure; what the app imports is kept whole.
 */
function routerUnusedParts(): Plugin {
  return {
    name: 'aula-router-unused-parts',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/.test(id)) return null;
      const shaken = code
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
        .replace(/= (React\d*\.(?:forwardRef|createContext)\()/g, '= /* @__PURE__ */ $1');
      return { code: shaken, map: null };
    },
  };
}

/** Files smaller than this go as they are: compressing them saves less than a packet. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Each text file of the build also as .br and .gz, at the best levels (once, at build), which the server sends to a
 * browser that takes them (@fastify/static preCompressed) with the right Content-Encoding.
 */
function precompress(): Plugin {
  return {
    name: 'aula-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(name)) continue;
        const file = join(options.dir ?? 'dist', name);
        const content = readFileSync(file);
        if (content.length < COMPRESS_FROM_BYTES) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [localeParts(), routerUnusedParts(), react(), precompress()],
  resolve: command === 'build' ? {
    alias: [
      // react-router's package exports point every bundler at its development build (warnings and checks included);
      // the build takes the production one it ships beside it
      { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
      // React 19 has useSyncExternalStore itself; the shim react-i18next and SWR import only adds its fallback
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('src/runtime/core/syncExternalStore.ts', import.meta.url)) },
    ],
  } : {},
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: the server names the signed-in app's chunks in the page it sends someone signed in
    // (server/app-page.ts); a dot folder, which the server does not serve
    manifest: true,
    chunkSizeWarningLimit: 400,
    // A lazy chunk's preload list names only what import() would not fetch at once: not the chunk itself, nor the
    // chunks every page has loaded before it (shell, admin); their names would only add bytes to the admin chunk.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps) => deps.filter((dep) => dep !== file && !/\/(shell|rolldown-runtime)-[\w-]+\.js$/.test(dep)),
    },
    rolldownOptions: {
      output: {
        // What every page runs (React, i18next, the API client, session, the sign-in form and the entry itself)
        // travels as one chunk: one request and one gzip stream instead of several small ones. What only the
        // signed-in app or the router uses lives in modules of its own, outside it (core/download, core/redirects).
        codeSplitting: {
          groups: [{
            name: 'shell',
            test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next)[\\/]|src[\\/]runtime[\\/](core[\\/](api|session|cookies|i18n|signInPaths|loadingCover|syncExternalStore)|ui[\\/]LanguageSwitch)\.tsx?$|contract[\\/](constants|api-routes)\.ts$|src[\\/](pages[\\/]LoginPage|main)\.tsx$/,
          }, {
            // What a page past the sign-in form runs whoever opens it, a visitor's application form as much as the
            // signed-in app: a screen's definition made ready, its lookups (SWR), dates and numbers as they are shown,
            // the icons. Apart from the signed-in chunk, so that a visitor's form does not fetch the router and the list.
            name: 'pages',
            test: /node_modules[\\/]swr[\\/]|src[\\/]runtime[\\/](core[\\/](lookups|screenModules|actions|clock)|format[\\/](dates|values)|ui[\\/]icons)\.tsx?$|contract[\\/](days|dsl)\.ts$/,
          }, {
            // The signed-in app: router, layout, its menus and the list screen every admin page opens, as one chunk,
            // so opening a list after sign-in waits for no further code but the screen's own definition; the page sent
            // to someone signed in names it to preload by this name
            name: SIGNED_IN_CHUNK,
            test: /node_modules[\\/](react-router|react-router-dom)[\\/]|src[\\/](App\.tsx|runtime[\\/](layout[\\/]|(page[\\/]ScreenPage|list[\\/](ListScreen|SearchField|FilterBadges|query)|ui[\\/](Cell|Link|Pagination|Avatar|alerts|ProgressBar)|core[\\/](retry|rows|screen|appScreens|useScreenList|sidebarPermissions|greeting|layoutState))\.tsx?$)|generated[\\/]sidebar\.ts$)|contract[\\/]routes\.ts$/,
          }],
        },
      },
    },
  },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/storage': `http://127.0.0.1:${apiPort}` } },
}));
