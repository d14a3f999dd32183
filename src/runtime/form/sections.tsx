// A form in titled parts (screen key sections: personal data, study, documents): rjsf's object template, which for a
// form whose uiSchema names sections draws each run of fields from a section's first field to the next one's as a
// fieldset under its title; any other object (a record's part) is drawn as rjsf draws it.
import type { ObjectFieldTemplateProps, TemplatesType } from '@rjsf/utils';
import { getDefaultRegistry } from '@rjsf/core';
import { useTranslation } from 'react-i18next';

interface Section { label: string; from: string }

const DefaultObject = getDefaultRegistry().templates.ObjectFieldTemplate;

function SectionedObject(props: ObjectFieldTemplateProps) {
  const { t } = useTranslation();
  const sections = (props.uiSchema?.['ui:options']?.sections ?? []) as readonly Section[];
  if (sections.length === 0) return <DefaultObject {...props} />;
  const starts = new Map(sections.map((section) => [section.from, section]));
  const groups: { section: Section; contents: ObjectFieldTemplateProps['properties'] }[] = [];
  for (const property of props.properties) {
    const section = starts.get(property.name);
    if (section || groups.length === 0) groups.push({ section: section ?? sections[0], contents: [] });
    groups[groups.length - 1].contents.push(property);
  }
  return (
    <fieldset className={props.className} id={props.fieldPathId.$id}>
      {groups.map(({ section, contents }) => (
        <fieldset key={section.from} className="form-section">
          <legend>{t(section.label)}</legend>
          {contents.map((property) => property.content)}
        </fieldset>
      ))}
    </fieldset>
  );
}

export const sectionedTemplates: Partial<TemplatesType> = { ObjectFieldTemplate: SectionedObject };
