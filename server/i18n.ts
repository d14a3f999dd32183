// Server messages in the user's language: Georgian by default, English when Accept-Language
// prefers it. Texts live under the `server` namespace of locales/*.json.
import fs from 'node:fs';
import path from 'node:path';

export type Language = 'ka' | 'en';
export const languages: readonly Language[] = ['ka', 'en'];

type Tree = { [key: string]: string | Tree };

export interface Translator {
  language: Language;
  t(key: string, params?: Record<string, string | number>): string;
  has(key: string): boolean;
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function languageOf(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'ka';
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag, ...rest] = part.trim().toLowerCase().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { tag: tag.split('-')[0], q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const found = ranked.find((entry) => (languages as readonly string[]).includes(entry.tag));
  return (found?.tag as Language | undefined) ?? 'ka';
}

export class Locales {
  private readonly trees: Record<Language, Tree>;

  constructor(localesDir = path.resolve('locales')) {
    const read = (language: Language): Tree => {
      try {
        return JSON.parse(fs.readFileSync(path.join(localesDir, `${language}.json`), 'utf8')) as Tree;
      } catch {
        return {};
      }
    };
    this.trees = { ka: read('ka'), en: read('en') };
  }

  translator(language: Language): Translator {
    const tree = this.trees[language];
    const fallback = this.trees.en;
    return {
      language,
      has: (key) => lookup(tree, key) !== undefined,
      t: (key, params = {}) => {
        const text = lookup(tree, key) ?? lookup(fallback, key) ?? key;
        return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
      },
    };
  }
}
