/**
 * A bounded cache that forgets the least recently used entry first, on a
 * Map (which keeps keys in the order they were set): a hit is set again at
 * the end, and past `capacity` the first key goes.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 0) {
      throw new Error(`LruCache: the capacity must be a whole number, 0 or more: got ${capacity}.`);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    if (this.capacity === 0) return;
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }
}
