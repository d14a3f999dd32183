// What an editor validates a screen file against as one types (the yaml-language-server modeline of each file in
// screens/). A file that extends another is only the keys it changes: its schema is the screen's with no key
// required but `screen` and `extends`, and any key may be null (~), which unsets what the extended screen has.
type Schema = Record<string, unknown>;

export const EXTENSION_SCHEMA = 'schemas/generated/screen-extension.schema.json';

export function extensionSchema(screen: Schema): string {
  const properties = screen.properties as Record<string, Schema>;
  const nullable = Object.fromEntries(Object.entries(properties).map(([key, definition]) => [key, key === 'screen' || key === 'extends'
    ? definition
    : { description: definition.description, anyOf: [definition, { type: 'null' }] }]));
  const schema = {
    ...screen,
    $id: 'https://aula.local/schemas/generated/screen-extension.schema.json',
    $comment: 'generated from schemas/screen.schema.json by npm run gen: edit that schema instead',
    title: 'Aula screen that extends another',
    required: ['screen', 'extends'],
    properties: nullable,
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}
