// A secret the user copies from a read-only field (a calendar feed's address, a new API token).

/**
 * Writes `text` to the clipboard and answers true; where the browser does not let the page write to it, selects the
 * field showing it (`fieldId`), to copy by hand, and answers false.
 */
export async function copyFromField(text: string, fieldId: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    (document.getElementById(fieldId) as HTMLInputElement | null)?.select();
    return false;
  }
}
