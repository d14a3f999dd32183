// The numeric-only input's rules (SPEC section 5): digits, Backspace, Tab, arrows and Delete pass;
// anything else typed is refused and pasted text keeps only its digits.

const EDITING_KEYS = new Set(['Backspace', 'Tab', 'Delete', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter', 'Escape']);

export function isAllowedDigitKey(event: { key: string; ctrlKey?: boolean; metaKey?: boolean }): boolean {
  // Shortcuts (copy, paste, select all) stay available; paste is cleaned separately.
  if (event.ctrlKey || event.metaKey) return true;
  return /^[0-9]$/.test(event.key) || EDITING_KEYS.has(event.key);
}

export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}
