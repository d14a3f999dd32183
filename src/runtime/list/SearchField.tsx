// A list's search, on the list itself rather than in the filter panel: it searches as one types, a moment after the
// last key, so a name and a surname typed in one go make one request.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons';

const SEARCH_DELAY_MS = 300;

export function SearchField({ id, label, value, onSearch }: {
  id: string;
  /** the field's name, said to a screen reader */
  label: string;
  /** what the list is searched for now (the address's) */
  value: string;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // what this field last asked for: the address changing to anything else (a badge removed, back) is shown instead
  const asked = useRef(value);
  // the list's search as it is at the moment it is asked: a new one (the address changed meanwhile, a record closed)
  // does not start the moment after the last key again
  const search = useRef(onSearch);
  search.current = onSearch;
  useEffect(() => {
    if (value !== asked.current) setText(asked.current = value);
  }, [value]);
  useEffect(() => {
    const typed = text.trim();
    if (typed === asked.current) return undefined;
    const timer = setTimeout(() => search.current(asked.current = typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <div className="list-search" role="search">
      <Icon name="search" size={16} />
      <input id={id} type="search" className="form-control" aria-label={label} placeholder={t('app.filters.searchPlaceholder')} value={text} onChange={(event) => setText(event.target.value)} />
    </div>
  );
}
