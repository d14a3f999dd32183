// i18next set-up (SPEC section 1): ka by default, en on switch, the choice kept in localStorage
// and shown on <body> as a lang attribute and a lang-<code> class. Only the active language is loaded, and of
// it only the part a page needs: the shell at start, the admin area's words with it, a screen's own with the screen.
import { lazy, useEffect, useState, type ComponentType } from 'react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../contract/constants';
// Georgian's first words (the default language's) travel in the shell itself: every page waits for them before it draws
import kaShell from '../../../locales/ka.json?locale-part=shell';

const STORAGE_KEY = 'lang';

type Resources = Record<string, unknown>;
export type LocalePart = 'shell' | 'public' | 'admin' | 'forms' | 'bulk';

const loaders: Record<Language, Record<LocalePart, () => Promise<{ default: Resources }>>> = {
  ka: {
    shell: () => Promise.resolve({ default: kaShell }),
    public: () => import('../../../locales/ka.json?locale-part=public'),
    admin: () => import('../../../locales/ka.json?locale-part=admin'),
    forms: () => import('../../../locales/ka.json?locale-part=forms'),
    bulk: () => import('../../../locales/ka.json?locale-part=bulk'),
  },
  en: {
    shell: () => import('../../../locales/en.json?locale-part=shell'),
    public: () => import('../../../locales/en.json?locale-part=public'),
    admin: () => import('../../../locales/en.json?locale-part=admin'),
    forms: () => import('../../../locales/en.json?locale-part=forms'),
    bulk: () => import('../../../locales/en.json?locale-part=bulk'),
  },
};
/** The parts this page has asked for; a language switch loads them all in the new language. */
const wantedParts = new Set<LocalePart>(['shell']);
const loadedParts = new Set<string>();
type Loader = () => Promise<{ default: Resources }>;
/** The words of the screens opened so far, each by language (a screen's `labels`); a switch loads them too. */
const screenWords = new Map<string, Readonly<Record<string, Loader>>>();

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

async function loadPart(id: string, load: Loader | undefined, language: Language): Promise<void> {
  if (!load || loadedParts.has(`${language}:${id}`)) return;
  const { default: resources } = await load();
  i18n.addResourceBundle(language, 'translation', resources, true, true);
  loadedParts.add(`${language}:${id}`);
}

async function loadResources(language: Language): Promise<void> {
  await Promise.all([
    ...[...wantedParts].map((part) => loadPart(part, loaders[language][part], language)),
    ...[...screenWords].map(([screen, words]) => loadPart(`screen:${screen}`, words[language], language)),
  ]);
}

/** A screen's definition once its own words are loaded, in the current language and any switched to later. */
export async function withWords<T extends { name: string; labels: Readonly<Record<string, Loader>> }>(screen: T): Promise<T> {
  screenWords.set(screen.name, screen.labels);
  await loadPart(`screen:${screen.name}`, screen.labels[currentLanguage()], currentLanguage());
  return screen;
}

/** The same, its words loaded again whatever was loaded before: a screen saved under `npm run dev` (runtime/core/hot.ts). */
export async function withFreshWords<T extends { name: string; labels: Readonly<Record<string, Loader>> }>(screen: T): Promise<T> {
  for (const language of Object.keys(screen.labels)) loadedParts.delete(`${language}:screen:${screen.name}`);
  return withWords(screen);
}

/** Loads a part of the locale in the current language before the page that needs it renders. */
export async function loadLocalePart(part: LocalePart): Promise<void> {
  wantedParts.add(part);
  // before start-up, initI18n loads it with the rest
  if (i18n.isInitialized) await loadResources(currentLanguage());
}

const partLoaded = (part: LocalePart): boolean => loadedParts.has(`${currentLanguage()}:${part}`);

/** Whether a part's words are in, in the current language: drawn at once then, else once they are loaded. */
export function useLocalePart(part: LocalePart): boolean {
  const [ready, setReady] = useState(() => partLoaded(part));
  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadLocalePart(part).then(() => { if (current) setReady(partLoaded(part)); });
    return () => { current = false; };
  }, [part, ready]);
  return ready;
}

/** A lazily loaded part of a page that speaks with the words of `parts`: it renders once its code and they are loaded. */
export function lazyWithWords<P extends object>(parts: readonly LocalePart[], load: () => Promise<{ default: ComponentType<P> }>) {
  const both = withParts(parts, load);
  // preload: fetched before it is first drawn, so that it appears with the click that calls for it, not a moment after
  return Object.assign(lazy(both), { preload: (): void => { void both(); } });
}

/** A module loaded together with the words of `parts` it speaks with. */
function withParts<M>(parts: readonly LocalePart[], load: () => Promise<M>): () => Promise<M> {
  return async () => (await Promise.all([load(), ...parts.map(loadLocalePart)]))[0];
}

/** The words of forms and details (validation messages, the form's, the detail's and the history's) and of actions on rows. */
const FORM_WORDS: readonly LocalePart[] = ['forms', 'bulk'];

/** A lazily loaded page or dialog that speaks with the words of forms and details. */
export function lazyWithFormWords<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazyWithWords(FORM_WORDS, load);
}

/** A page's or dialog's module loaded together with the words of forms and details it speaks with. */
export function withFormWords<M>(load: () => Promise<M>): () => Promise<M> {
  return withParts(FORM_WORDS, load);
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

// `npm run dev`: a saved locale's words, sent whole by vite.config.ts, take effect on the page as it is
if (import.meta.hot) {
  import.meta.hot.on('aula:words', ({ language, messages }: { language: string; messages: Record<string, unknown> }) => {
    i18n.addResourceBundle(language, 'translation', messages, true, true);
    if (language === i18n.language) void i18n.changeLanguage(language);
  });
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
