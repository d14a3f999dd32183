// The cookies the app itself reads and writes: the session's token (written here) and the XSRF token (the server's),
// read by name, written for the whole site, removed. Three lines of document.cookie each, on every page's first script.

/** A cookie's value by its name, or undefined when there is none. */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (found === undefined) return undefined;
  const value = found.slice(prefix.length);
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A cookie for the whole site, sent along with links from other sites only for a top-level visit (SameSite=Lax). */
export function writeCookie(name: string, value: string, { secure }: { secure: boolean }): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; samesite=lax${secure ? '; secure' : ''}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0`;
}
