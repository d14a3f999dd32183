// A lookupMany drawn as checkboxes in labelled groups, each group with a select-all (a role's permissions,
// grouped as the sidebar groups them). Loaded only when a form names `groupBy`.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { appMenus } from '../core/appScreens';
import type { LookupOption } from '../../../contract/dsl';
import { permissionNameKey } from '../../../contract/labels';
import { groupOptionsBySidebar, type GroupedOption } from './optionGroups';

export interface GroupedLookupManyProps {
  id: string;
  options: readonly LookupOption[];
  chosen: readonly unknown[];
  disabled: boolean;
  onChange: (chosen: unknown[]) => void;
}

export default function GroupedLookupMany({ id, options, chosen, disabled, onChange }: GroupedLookupManyProps) {
  const { t, i18n } = useTranslation();
  const groups = useMemo(() => groupOptionsBySidebar(appMenus().sidebar, options), [options]);
  const chosenKeys = new Set(chosen.map(String));
  const has = (option: LookupOption): boolean => chosenKeys.has(String(option.id));
  const toggle = (option: LookupOption): void => {
    onChange(has(option) ? chosen.filter((item) => String(item) !== String(option.id)) : [...chosen, option.id]);
  };
  // a permission's own name, else the sidebar entry it guards, else its code
  const nameOf = (item: GroupedOption): string =>
    i18n.exists(permissionNameKey(item.title)) ? t(permissionNameKey(item.title)) : item.label ? t(item.label) : item.title;
  const setGroup = (members: readonly LookupOption[], on: boolean): void => {
    const keys = new Set(members.map((option) => String(option.id)));
    const rest = chosen.filter((item) => !keys.has(String(item)));
    onChange(on ? [...rest, ...members.map((option) => option.id)] : rest);
  };

  return (
    <div className="option-groups" id={id} role="group">
      {groups.map((group) => {
        const members = group.options.map((item) => item.option);
        const count = members.filter(has).length;
        const legend = t(group.label);
        return (
          <fieldset key={group.id} className="option-group" data-group={group.id}>
            <legend className="option-group__legend">
              <label>
                <input
                  type="checkbox"
                  aria-label={`${t('app.list.selectAll')}: ${legend}`}
                  checked={count === members.length}
                  ref={(input) => { if (input) input.indeterminate = count > 0 && count < members.length; }}
                  disabled={disabled}
                  onChange={() => setGroup(members, count < members.length)}
                />
                {legend}
              </label>
              <span className="option-group__count muted">{count}/{members.length}</span>
            </legend>
            {group.options.map((item) => (
              <label key={String(item.option.id)} className="option-group__item">
                <input type="checkbox" checked={has(item.option)} disabled={disabled} onChange={() => toggle(item.option)} />
                <span>{nameOf(item)}</span>
                {nameOf(item) !== item.title && <code className="option-group__title">{item.title}</code>}
              </label>
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}
