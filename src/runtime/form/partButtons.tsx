// The buttons of a record's parts (a repeat field: a survey's questions) in the form: add, remove, move up and
// down, drawn with Aula's icons and named in the user's language; rjsf's own rely on an icon font Aula has not.
import type { IconButtonProps, TemplatesType } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons';

function partButton(icon: string, label: string, shown: boolean) {
  return function PartButton({ onClick, disabled, className }: IconButtonProps) {
    const { t } = useTranslation();
    return (
      <button type="button" className={`button button--small${shown ? '' : ' icon-only'} ${className ?? ''}`} onClick={onClick} disabled={disabled}
        aria-label={t(label)} title={t(label)}>
        <Icon name={icon} size={14} />{shown && ` ${t(label)}`}
      </button>
    );
  };
}

export const partButtons: Partial<TemplatesType['ButtonTemplates']> = {
  AddButton: partButton('plus', 'app.form.addPart', true),
  RemoveButton: partButton('trash', 'app.form.removePart', false),
  MoveUpButton: partButton('arrow-up', 'app.form.moveUp', false),
  MoveDownButton: partButton('arrow-down', 'app.form.moveDown', false),
};
