// Prints plain data as a readable TypeScript literal: single quotes, bare keys, one line when it fits.
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const WIDTH = 110;

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

function key(name: string): string {
  return IDENTIFIER.test(name) ? name : quote(name);
}

function inline(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
  return entries.length === 0 ? '{}' : `{ ${entries.map(([name, item]) => `${key(name)}: ${inline(item)}`).join(', ')} }`;
}

export function literal(value: unknown, indent = ''): string {
  const flat = inline(value);
  if (flat.length + indent.length <= WIDTH || value === null || typeof value !== 'object') return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((item) => `${inner}${literal(item, inner)},`).join('\n')}\n${indent}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
  return `{\n${entries.map(([name, item]) => `${inner}${key(name)}: ${literal(item, inner)},`).join('\n')}\n${indent}}`;
}
