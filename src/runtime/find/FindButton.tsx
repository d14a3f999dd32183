// Find anyone's way in, in the admin header: a field-like button that opens the palette, and Ctrl+K (⌘K on a Mac)
// anywhere in the admin area. The palette itself is a chunk of its own, fetched when the button is first pointed at
// or focused, or at the first shortcut, so the list route's JavaScript does not carry it.
import '../../styles/find.css';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons';

const loadPalette = () => import('./FindPalette');
const FindPalette = lazy(loadPalette);

/** Whether a key press is the shortcut: Ctrl+K, or ⌘K on a Mac, without another modifier. */
export function isFindShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

const onMac = (): boolean => /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);

export function FindButton({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      // another modal (a form, a confirmation) keeps the keyboard while it is open; a record's detail does not
      if (!isFindShortcut(event) || document.querySelector('dialog[open]:not(.find-dialog):not(.detail-dialog)')) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const keys = onMac() ? '⌘K' : 'Ctrl K';
  return (
    <>
      <button
        type="button"
        className="find-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onPointerEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
        onClick={() => setOpen(true)}
      >
        <Icon name="search" size={16} />
        <span className="find-button__text">{t('app.find.open')}</span>
        <kbd className="find-button__keys" aria-hidden="true">{keys}</kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <FindPalette permissions={permissions} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
