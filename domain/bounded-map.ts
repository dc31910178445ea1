/**
 * A Map that keeps at most `limit` entries, dropping the oldest first: for what an isolate
 * works out once and reuses across requests (route matches, digests, sanitised CSS), which
 * must not grow without end on an isolate that lives for days.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  readonly #limit: number

  constructor(limit: number) {
    super()
    this.#limit = limit
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.#limit) this.delete(this.keys().next().value as K)
    return super.set(key, value)
  }
}
