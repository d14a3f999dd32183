// A code shown by its name in the user's language with the code aside (a permission: "Students" students.index), the
// name read from a subtree of the locales; a code the subtree does not name shows alone.
import { useTranslation } from 'react-i18next';

export function CodeName({ names, code }: { names: string; code: string }) {
  const { t, i18n } = useTranslation();
  const key = `${names}.${code}`;
  if (!i18n.exists(key)) return <span className="code-name"><code className="code-name__code">{code}</code></span>;
  return (
    <span className="code-name">
      <span className="code-name__name">{t(key)}</span>
      <code className="code-name__code">{code}</code>
    </span>
  );
}
