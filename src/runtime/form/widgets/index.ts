// The custom rjsf widgets named by generated uiSchemas: digits, date, datetime, time, upload, lookup, lookupRadio,
// lookupSearch, lookupMany and richtext, one file each. A page's form (PageForm) draws them too, without rjsf, handing
// them the few props they read (FieldWidgetProps).
import type { ReactNode } from 'react';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { DigitsWidget } from './DigitsWidget';
import { DateWidget } from './DateWidget';
import { DateTimeWidget } from './DateTimeWidget';
import { TimeWidget } from './TimeWidget';
import { UploadWidget } from './UploadWidget';
import { LookupWidget } from './LookupWidget';
import { LookupSearchWidget } from './LookupSearchWidget';
import { LookupRadioWidget } from './LookupRadioWidget';
import { LookupManyWidget } from './LookupManyWidget';
import { RichTextWidget } from './RichTextWidget';
import type { FieldWidgetProps } from './shared';

export { FormStateContext, type FieldWidgetProps, type FormState } from './shared';

/** The widgets by the names the generated uiSchemas give them. */
export const fieldWidgets: Readonly<Record<string, (props: FieldWidgetProps) => ReactNode>> = {
  digits: DigitsWidget,
  date: DateWidget,
  datetime: DateTimeWidget,
  time: TimeWidget,
  upload: UploadWidget,
  lookup: LookupWidget,
  lookupRadio: LookupRadioWidget,
  lookupSearch: LookupSearchWidget,
  lookupMany: LookupManyWidget,
  richtext: RichTextWidget,
};

/** The same widgets as rjsf takes them (it hands each more props than it reads). */
export const customWidgets: RegistryWidgetsType = fieldWidgets;
