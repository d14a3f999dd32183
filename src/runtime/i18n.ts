// i18next set-up (SPEC section 1): ka by default, en on switch, the choice kept in localStorage
// and shown on <body> as a lang attribute and a lang-<code> class. Only the active language is loaded, and of
// it only the part a page needs: the shell at start, the admin screens' labels with the admin area.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/constants';

const STORAGE_KEY = 'lang';

type Resources = Record<string, unknown>;
export type LocalePart = 'shell' | 'admin';

const loaders: Record<Language, Record<LocalePart, () => Promise<{ default: Resources }>>> = {
  ka: { shell: () => import('../../locales/ka.json?locale-part=shell'), admin: () => import('../../locales/ka.json?locale-part=admin') },
  en: { shell: () => import('../../locales/en.json?locale-part=shell'), admin: () => import('../../locales/en.json?locale-part=admin') },
};
/** The parts this page has asked for; a language switch loads them all in the new language. */
const wantedParts = new Set<LocalePart>(['shell']);
const loadedParts = new Set<string>();

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
  await Promise.all([...wantedParts].map(async (part) => {
    if (loadedParts.has(`${language}:${part}`)) return;
    const { default: resources } = await loaders[language][part]();
    i18n.addResourceBundle(language, 'translation', resources, true, true);
    loadedParts.add(`${language}:${part}`);
  }));
}

/** Loads a part of the locale in the current language before the page that needs it renders. */
export async function loadLocalePart(part: LocalePart): Promise<void> {
  wantedParts.add(part);
  await loadResources(currentLanguage());
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
