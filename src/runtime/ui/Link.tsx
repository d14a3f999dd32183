// A link to a page of the app, made of react-router's own parts for it (useHref, useLinkClickHandler): an address the
// browser can open in a new tab, and a plain click that moves within the app. Its Link and NavLink also bring
// prefetching for framework routes and, by their module, its Form; the app uses neither, and those were a tenth of
// the first page's JavaScript.
import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: To;
}

export function Link({ to, onClick, ...anchor }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a
      {...anchor}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
}
