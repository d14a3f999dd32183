import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT ?? process.env.PORT ?? 3000);

/**
 * The namespaces of locales/<lang>.json each part of the app loads (see src/runtime/i18n.ts): the sign-in page
 * and the shell need only `app`, so a visitor signing in does not download every screen's labels.
 */
export const LOCALE_PARTS: Record<string, readonly string[]> = {
  shell: ['app'],
  admin: ['dates', 'fields', 'filters', 'options', 'screens', 'sidebar', 'validation', 'bulk'],
};

/** `locales/ka.json?locale-part=shell` is a module of just that part's namespaces. */
function localeParts(): Plugin {
  let root = process.cwd();
  return {
    name: 'aula-locale-parts',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    load(id) {
      const match = /^([^?]*\.json)\?(?:.*&)?locale-part=(\w+)/.exec(id);
      if (!match) return null;
      const namespaces = LOCALE_PARTS[match[2]];
      if (!namespaces) throw new Error(`Unknown locale part '${match[2]}' in ${id}`);
      // the build names the file by its path; the test runner by its URL from the project root
      const file = existsSync(match[1]) ? match[1] : join(root, match[1]);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])))};`;
    },
  };
}

export default defineConfig({
  plugins: [localeParts(), react()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What every page runs (React, i18next, the API client, session and the sign-in form) travels as one
        // chunk: one request and one gzip stream instead of several small ones.
        codeSplitting: {
          groups: [{
            name: 'shell',
            test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|js-cookie)[\\/]|src[\\/]runtime[\\/](api|session|i18n|redirects|loadingCover|LanguageSwitch)\.tsx?$|contract[\\/]constants\.ts$|src[\\/]pages[\\/]LoginPage\.tsx$/,
          }, {
            // The signed-in app: router, layout and the list screen every admin page opens, as one chunk, so
            // opening a list after sign-in waits for no further code but the screen's own definition.
            name: 'admin',
            test: /node_modules[\\/](react-router|react-router-dom|swr|use-sync-external-store)[\\/]|src[\\/](App\.tsx|runtime[\\/](layout[\\/]|list[\\/](ScreenPage|ListScreen|Cell|FilterBadges|Pagination|format|query)\.tsx?$|(icons|alerts|lookups|rows|screen|useScreenList|sidebarPermissions|greeting|adapters|ProgressBar)\.tsx?$))/,
          }],
        },
      },
    },
  },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/storage': `http://127.0.0.1:${apiPort}` } },
});
