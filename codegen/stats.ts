// `npm run gen -- --stats`: how large the DSL is and how much of it the screens use, so that its growth is seen: the
// top-level keys of a screen, how many screens set each, the keys only one screen sets (each a candidate to fold into
// a general key, or to justify in its description), and every property the screen schema declares at any depth.
import type { Definitions } from './load/sources';

interface SchemaNode {
  description?: string;
  properties?: Record<string, SchemaNode>;
  definitions?: Record<string, SchemaNode>;
  items?: SchemaNode;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  additionalProperties?: SchemaNode | boolean;
}

export interface DslStats {
  screens: number;
  /** the top-level keys a screen may set */
  keys: number;
  /** each top-level key set by exactly one screen, with that screen */
  oneScreen: { key: string; screen: string }[];
  /** the top-level keys no screen sets */
  unused: string[];
  /** properties the screen schema declares at every depth (its definitions included) */
  declarations: number;
}

function declarations(node: SchemaNode | boolean | undefined): number {
  if (!node || typeof node === 'boolean') return 0;
  const own = Object.values(node.properties ?? {});
  return own.length + [...own, ...Object.values(node.definitions ?? {}), node.items, node.additionalProperties, ...(node.oneOf ?? []), ...(node.anyOf ?? [])]
    .reduce((sum, child) => sum + declarations(child), 0);
}

export function dslStats(screenSchema: SchemaNode, definitions: Pick<Definitions, 'screens'>): DslStats {
  const keys = Object.keys(screenSchema.properties ?? {});
  const setBy = new Map(keys.map((key) => [key, [] as string[]]));
  for (const screen of definitions.screens) {
    const value = screen.value as unknown as Record<string, unknown>;
    for (const key of Object.keys(value)) setBy.get(key)?.push(String(value.screen));
  }
  return {
    screens: definitions.screens.length,
    keys: keys.length,
    oneScreen: [...setBy].filter(([, screens]) => screens.length === 1).map(([key, [screen]]) => ({ key, screen })),
    unused: [...setBy].filter(([, screens]) => screens.length === 0).map(([key]) => key),
    declarations: declarations(screenSchema),
  };
}

/** The stats as `npm run gen -- --stats` prints them. */
export function statsText(stats: DslStats): string {
  return [
    `${stats.screens} screens; ${stats.keys} top-level keys, ${stats.oneScreen.length} set by one screen, ${stats.unused.length} by none; `
      + `${stats.declarations} property declarations in schemas/screen.schema.json.`,
    ...stats.oneScreen.map(({ key, screen }) => `  one screen: ${key} (${screen})`),
    ...stats.unused.map((key) => `  no screen: ${key}`),
  ].join('\n');
}
