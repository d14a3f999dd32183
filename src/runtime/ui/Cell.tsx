// One table cell, drawn by its column's kind (schemas/screen.schema.json, column kind).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link } from './Link';
import { CodeName } from './CodeName';
import { Icon } from './icons';
import { optionLabel, useLookup } from '../core/lookups';
import type { LookupOption } from '../../../contract/dsl';
import type { ColumnModel } from '../core/screen';
import { periodParts } from '../../../contract/periods';
import { twoDecimals } from '../../../contract/numbers';
import { formatDate, storageUrl } from '../format/values';

/** The language the cells speak and its words, taken once for all of a table's cells (CellWords). */
interface Words { t: TFunction; language: string }

const WordsContext = createContext<Words | null>(null);

/**
 * The words for the cells inside (the admin area's layout holds them), taken once: each speaking cell taking them itself
 * (useTranslation) subscribed to the language on its own, a few hundred times for a page of rows. A cell drawn outside
 * (a public page's) takes its own.
 */
export function CellWords({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const words = useMemo(() => ({ t, language: i18n.language }), [t, i18n.language]);
  return <WordsContext.Provider value={words}>{children}</WordsContext.Provider>;
}

/** The cells' words: always given, since a Cell outside CellWords draws itself inside one. */
const useWords = (): Words => useContext(WordsContext)!;

function useLabel(): (option: LookupOption) => string {
  const { t, language } = useWords();
  return (option) => optionLabel(option, t, language);
}

function LookupCell({ lookup, value }: { lookup: string | undefined; value: unknown }) {
  const { options } = useLookup(lookup);
  const label = useLabel();
  const values = Array.isArray(value) ? value : [value];
  const text = values
    .filter((item) => item !== null && item !== undefined && item !== '')
    .map((item) => {
      const option = options.find((candidate) => String(candidate.id) === String(item));
      return option ? label(option) : String(item);
    })
    .join(', ');
  return <>{text}</>;
}

/** Ids of rows of the same screen, each a link that opens that row's detail (a subject's prerequisites). */
function RowLinksCell({ lookup, value }: { lookup: string | undefined; value: unknown }) {
  const { options } = useLookup(lookup);
  const label = useLabel();
  const { search } = useLocation();
  const ids = (Array.isArray(value) ? value : [value]).filter((item) => item !== null && item !== undefined && item !== '');
  return (
    <span className="cell-links">
      {ids.map((id) => {
        const option = options.find((candidate) => String(candidate.id) === String(id));
        const params = new URLSearchParams(search);
        params.set('rowId', String(id));
        return <Link key={String(id)} to={{ search: `?${params}` }} onClick={(event) => event.stopPropagation()}>{option ? label(option) : String(id)}</Link>;
      })}
    </span>
  );
}

function RelativeCell({ value }: { value: unknown }) {
  const { t } = useWords();
  const parts = periodParts(value, new Date());
  if (!parts) return null;
  return <span title={formatDate(value)}>{parts.map(({ unit, count }) => t(`app.relative.${unit}`, { count })).join(' ')}</span>;
}

/** A formatted text's words, read by the browser's own parser (nothing of it runs or loads). */
function richTextWords(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  // a paragraph's end is a space between its words and the next
  const spaced = value.replace(/<\/(p|h3|h4|li|blockquote)>|<br\s*\/?>/g, '$& ');
  return new DOMParser().parseFromString(spaced, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return Array.isArray(value) ? value.map(textOf).join(', ') : '';
  return String(value);
}

/** Money and decimals: two decimals as the language writes them, money with its sign. */
function DecimalCell({ value, money }: { value: unknown; money: boolean }) {
  const { language } = useWords();
  return <span className="cell-number">{twoDecimals(value, language)}{money && value !== null && value !== undefined && value !== '' ? ' ₾' : ''}</span>;
}

function BooleanCell({ value }: { value: unknown }) {
  const { t } = useWords();
  if (value === null || value === undefined) return null;
  const yes = value === true || value === 1 || value === '1';
  return <span className={`badge ${yes ? 'badge--success' : 'badge--muted'}`}>{t(yes ? 'app.yes' : 'app.no')}</span>;
}

function FileCell({ value }: { value: unknown }) {
  const { t } = useWords();
  const url = storageUrl(value);
  return url ? (
    <a className="cell-file" href={url} download target="_blank" rel="noreferrer" title={t('app.list.download')} onClick={(event) => event.stopPropagation()}>
      <Icon name="file" size={16} /> <span className="cell-file__text">{t('app.list.download')}</span>
    </a>
  ) : null;
}

/** A dot for a true value, named for a screen reader by the column's label (unread). */
function MarkerCell({ value, label }: { value: unknown; label: string }) {
  const { t } = useWords();
  return value === true ? <span className="cell-marker" role="img" aria-label={t(label)} title={t(label)} /> : null;
}

/** A cell: the kinds that speak take the table's words (CellWords) in a component of their own. */
export function Cell({ column, value }: { column: ColumnModel; value: unknown }) {
  if (useContext(WordsContext) === null) return <CellWords><Cell column={column} value={value} /></CellWords>;
  if (column.names && value !== null && value !== undefined && value !== '') return <CodeName names={column.names} code={textOf(value)} />;
  switch (column.kind) {
    case 'image': {
      const url = storageUrl(value);
      return url ? <img className="cell-image" src={url} alt="" loading="lazy" /> : <span className="cell-image cell-image--empty" aria-hidden="true" />;
    }
    case 'lookup':
      return <LookupCell lookup={column.lookup} value={value} />;
    case 'rowLinks':
      return <RowLinksCell lookup={column.lookup} value={value} />;
    case 'money':
    case 'decimal':
      return <DecimalCell value={value} money={column.kind === 'money'} />;
    case 'number':
      return <span className="cell-number">{textOf(value)}</span>;
    case 'relative':
      return <RelativeCell value={value} />;
    case 'date':
      return <>{formatDate(value)}</>;
    case 'datetime':
      return <>{formatDate(value, true)}</>;
    case 'boolean':
      return <BooleanCell value={value} />;
    case 'file':
      return <FileCell value={value} />;
    case 'link': {
      const href = textOf(value);
      return href ? (
        <a href={href} target="_blank" rel="noreferrer" onClick={(event) => event.stopPropagation()}>
          <Icon name="link" size={14} /> {href}
        </a>
      ) : null;
    }
    case 'richtext':
      // a formatted text's words; its formatting shows in the detail
      return <>{richTextWords(value)}</>;
    case 'marker':
      return <MarkerCell value={value} label={column.label} />;
    case 'color': {
      const color = textOf(value);
      return color ? <span className="cell-color"><span className="cell-color__swatch" style={{ background: color }} />{color}</span> : null;
    }
    default: {
      const text = textOf(value);
      // an e-mail may wrap before its @ rather than inside a name
      const at = /^[^\s@]+@[^\s@]+$/.test(text) ? text.indexOf('@') : -1;
      return at > 0 ? <>{text.slice(0, at)}<wbr />{text.slice(at)}</> : <>{text}</>;
    }
  }
}
