// What the codegen makes from a text (a YAML file, a schema, a form's JSON Schema, a module's statements) is kept by
// that text, so in a process that runs it again (`npm run dev`, `npm run gen -- --watch`) a save costs what it
// changed: the other screens' files are taken as they were made.

/** Values kept by the text they were made from; the least recently used go beyond `limit`. */
export class Memo<T> {
  private readonly kept = new Map<string, T>();

  constructor(private readonly limit = 2_000) {}

  get(key: string, make: () => T): T {
    if (this.kept.has(key)) {
      const value = this.kept.get(key) as T;
      this.kept.delete(key);
      this.kept.set(key, value);
      return value;
    }
    const value = make();
    this.kept.set(key, value);
    if (this.kept.size > this.limit) this.kept.delete(this.kept.keys().next().value as string);
    return value;
  }
}
