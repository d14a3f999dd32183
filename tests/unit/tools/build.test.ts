// The server's bundle (tools/build.ts), which npm start runs: made again once it is older than its sources, and
// runnable wherever the clone is, each module finding the files it names next to its source.
import { existsSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleServerIfStale, SERVER_BUNDLE } from '../../../tools/build';

const root = join(__dirname, '../../..');

describe('the server bundle', () => {
  it('is made again when it is older than the server\'s sources, and left alone when it is newer', { timeout: 30_000 }, async () => {
    const bundled = await bundleServerIfStale(root);
    expect(bundled).toBe(join(root, SERVER_BUNDLE));
    const long = new Date('2001-01-01T00:00:00Z');
    utimesSync(bundled, long, long);
    await bundleServerIfStale(root);
    const made = statSync(bundled).mtimeMs;
    expect(made).toBeGreaterThan(long.getTime());
    await bundleServerIfStale(root);
    expect(statSync(bundled).mtimeMs).toBe(made);
  });

  it('names no path of the machine it was made on, and each module\'s own address leads to its source', async () => {
    const bundled = await bundleServerIfStale(root);
    const text = readFileSync(bundled, 'utf8');
    expect(text).not.toContain(root);
    const named = [...text.matchAll(/new URL\("([^"]+)", import\.meta\.url\)\.href/g)].map(([, relative]) => relative);
    // the migrations' folder, the package's version, the fonts and the spreadsheet reader's unzipper are found by it
    expect(named.length).toBeGreaterThanOrEqual(4);
    for (const relative of named) {
      const source = fileURLToPath(new URL(relative, `file://${dirname(bundled)}/`));
      expect(source.startsWith(join(root, 'server')) || source.startsWith(join(root, 'contract')), relative).toBe(true);
      expect(existsSync(source), relative).toBe(true);
    }
  });
});
