// The ka / en switch (SPEC section 1), used in the header menu and on the sign-in page.
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../contract/constants';
import { changeLanguage } from '../core/i18n';

export function LanguageSwitch({ onChange }: { onChange?: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="language-switch" role="group" aria-label={t('app.language.label')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          className={language === i18n.language ? 'is-active' : undefined}
          aria-pressed={language === i18n.language}
          lang={language}
          onClick={() => void changeLanguage(language).then(onChange)}
        >
          {t(`app.language.${language}`)}
        </button>
      ))}
    </div>
  );
}
