// i18next set-up (SPEC section 1): ka by default, en on switch, the choice kept in localStorage
// and shown on <body> as a lang attribute and a lang-<code> class. Only the active locale is loaded.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants';

const STORAGE_KEY = 'lang';

type Resources = Record<string, unknown>;

const loaders: Record<Language, () => Promise<{ default: Resources }>> = {
  ka: () => import('../../locales/ka.json'),
  en: () => import('../../locales/en.json'),
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(storage: Pick<Storage, 'getItem'> = localStorage): Language {
  const value = storage.getItem(STORAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function persistLanguage(language: Language, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(STORAGE_KEY, language);
}

export function markBody(language: Language, doc: Document = document): void {
  doc.documentElement.lang = language;
  doc.body.setAttribute('lang', language);
  for (const other of LANGUAGES) doc.body.classList.toggle(`lang-${other}`, other === language);
}

export const i18n = i18next.createInstance();

async function loadResources(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const { default: resources } = await loaders[language]();
  i18n.addResourceBundle(language, 'translation', resources, true, true);
}

export async function initI18n(): Promise<typeof i18n> {
  const language = storedLanguage();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadResources(language);
  markBody(language);
  return i18n;
}

export async function changeLanguage(language: Language): Promise<void> {
  await loadResources(language);
  persistLanguage(language);
  markBody(language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
