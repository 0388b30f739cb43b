/** Lists kept by id: a reconnection's `welcome` or a repeated frame never shows an item twice. */
export class IdList<T> {
  private readonly items = new Map<string, T>();
  /** The highest id ever held (ULIDs sort by time), kept after a deletion so `sync` never asks for it again. */
  private highest: string | undefined;

  constructor(private readonly idOf: (item: T) => string) {}

  /** Adds the items not held yet; returns those that were new. */
  merge(items: readonly T[]): T[] {
    const added: T[] = [];
    for (const item of items) {
      const id = this.idOf(item);
      if (this.items.has(id)) continue;
      this.items.set(id, item);
      added.push(item);
      if (this.highest === undefined || id > this.highest) this.highest = id;
    }
    return added;
  }

  remove(id: string): boolean {
    return this.items.delete(id);
  }

  get last(): string | undefined {
    return this.highest;
  }

  /** Oldest first (ids are ULIDs). */
  sorted(): T[] {
    return [...this.items.values()].sort((a, b) => (this.idOf(a) < this.idOf(b) ? -1 : 1));
  }

  clear(): void {
    this.items.clear();
    this.highest = undefined;
  }
}
