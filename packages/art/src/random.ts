/**
 * A small seeded generator (mulberry32). Demo data and generated art must come out the same on every
 * run and every machine, so nothing here uses Math.random.
 */
export interface Random {
  /** A float in [0, 1). */
  readonly next: () => number
  /** An integer in [min, max]. */
  readonly int: (min: number, max: number) => number
  readonly pick: <A>(items: ReadonlyArray<A>) => A
}

export const seededRandom = (seed: number): Random => {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <A>(items: ReadonlyArray<A>): A => {
    const item = items[int(0, items.length - 1)]
    if (item === undefined) throw new RangeError("pick from an empty list")
    return item
  }
  return { next, int, pick }
}
