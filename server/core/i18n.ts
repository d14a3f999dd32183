// Server messages in the user's language, through i18next as in the browser: Georgian by default, English when
// Accept-Language prefers it. The catalogue is locales/*.json, the same as the app's: a field's problem is a
// validation.* message the form shows too, the server's own sentences are under server.*.
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n as I18n } from 'i18next';

import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/constants';

export type { Language };

type Tree = { [key: string]: string | Tree };

export interface Translator {
  language: Language;
  t(key: string, params?: Record<string, string | number>): string;
  has(key: string): boolean;
}

export function languageOf(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag, ...rest] = part.trim().toLowerCase().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { tag: tag.split('-')[0], q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const found = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.tag));
  return (found?.tag as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/** A parameter may name other messages ($t(workflow.grades.approved): a state's name): each is put in, in the sentence's language. */
function namesIn(params: Record<string, string | number>, t: (key: string) => string): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [
    name, typeof value === 'string' ? value.replace(/\$t\(([\w.-]+)\)/g, (_whole, key: string) => t(key)) : value,
  ]));
}

export class Locales {
  private readonly i18n: I18n;

  constructor(localesDir = path.resolve('locales')) {
    const read = (language: Language): Tree => {
      try {
        return JSON.parse(fs.readFileSync(path.join(localesDir, `${language}.json`), 'utf8')) as Tree;
      } catch {
        return {};
      }
    };
    this.i18n = i18next.createInstance();
    // the catalogue is in memory already, so the instance is ready when init returns
    void this.i18n.init({
      resources: { ka: { translation: read('ka') }, en: { translation: read('en') } },
      lng: 'ka', fallbackLng: 'en', initAsync: false, interpolation: { escapeValue: false }, returnNull: false,
    });
  }

  /** Messages in one language: a key of the catalogue and its values (count picks the plural form). */
  translator(language: Language): Translator {
    const t = this.i18n.getFixedT(language);
    return {
      language,
      has: (key) => this.i18n.exists(key, { lng: language, fallbackLng: false }),
      t: (key, params = {}) => t(key, namesIn(params, t)),
    };
  }
}
