// The card the pages outside the areas are drawn in (sign-in, setting a password, the landing pages): the brand and
// the language switch on top, then the page's own content, a form when it sends one.
import type { FormEvent, ReactNode } from 'react';
import { LanguageSwitch } from '../runtime/ui/LanguageSwitch';

export function AuthCard({ onSubmit, children }: { onSubmit?: (event: FormEvent<HTMLFormElement>) => void; children: ReactNode }) {
  const top = (
    <div className="auth-card__top">
      <span className="brand"><span className="brand__mark" aria-hidden="true">A</span>Aula</span>
      <LanguageSwitch />
    </div>
  );
  return (
    <main className="auth-page">
      {onSubmit
        ? <form className="auth-card" onSubmit={onSubmit} noValidate>{top}{children}</form>
        : <section className="auth-card">{top}{children}</section>}
    </main>
  );
}
