import { describe, expect, it } from 'vitest';
import { hiddenFields, requiredFields, withHiddenFields, withoutHiddenValues } from '../../../src/runtime/form/showWhen';
import { administrationsUiSchema } from '../../../src/generated/forms/administrations';
import applyBachelor from '../../../src/generated/forms/apply-bachelor';

describe('a field shown only for one choice (showWhen)', () => {
  it('hides both the unit and the school until the kind is chosen, then only the other one', () => {
    expect(hiddenFields(administrationsUiSchema, {}).sort()).toEqual(['administration_item_id', 'school_id']);
    expect(hiddenFields(administrationsUiSchema, { unit_kind: 1 })).toEqual(['school_id']);
    expect(hiddenFields(administrationsUiSchema, { unit_kind: 2 })).toEqual(['administration_item_id']);
  });

  it('draws a hidden field with the hidden widget and leaves the rest as they were', () => {
    const ui = withHiddenFields(administrationsUiSchema, ['school_id']);
    expect(ui.school_id).toMatchObject({ 'ui:widget': 'hidden', 'ui:title': 'fields.school' });
    expect(ui.administration_item_id).toBe(administrationsUiSchema.administration_item_id);
  });

  it('drops the value of the field a switched choice hides', () => {
    expect(withoutHiddenValues(administrationsUiSchema, { unit_kind: 2, administration_item_id: 3, school_id: 1, first_name: 'Ana' }))
      .toEqual({ unit_kind: 2, school_id: 1, first_name: 'Ana' });
  });

  it('shows a passport for a foreign or stateless applicant, and requires a personal number only of a Georgian one', () => {
    const passport = ['passport_country', 'passport_number'];
    expect(hiddenFields(applyBachelor.uiSchema, { citizenship: 1 }).sort()).toEqual(passport);
    expect(hiddenFields(applyBachelor.uiSchema, { citizenship: 2 })).toEqual([]);
    expect(hiddenFields(applyBachelor.uiSchema, { citizenship: 3 })).toEqual([]);
    const required = (citizenship?: number) => [...requiredFields(applyBachelor.schema, citizenship ? { citizenship } : {})];
    expect(required()).not.toContain('identity_number');
    expect(required(1)).toContain('identity_number');
    expect(required(1)).not.toContain('passport_number');
    expect(required(3)).toEqual(expect.arrayContaining(passport));
    expect(required(3)).not.toContain('identity_number');
  });
});
