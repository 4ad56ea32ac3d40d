import { act, cleanup, render, renderHook, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { useNow } from "../hooks/useNow.ts"
import { ClockProvider, useClock } from "./ClockProvider.tsx"
import { createTestClock, systemClock } from "./clock.ts"

const start = new Date("2026-11-21T13:05:07Z")

const ShownTime = () => <p>{new Date(useClock().now()).toISOString()}</p>

/** Renders `useNow` below a provider of `clock`. */
const renderNow = (clock: ReturnType<typeof createTestClock>, ...args: Parameters<typeof useNow>) =>
  renderHook(() => useNow(...args), {
    wrapper: ({ children }) => <ClockProvider clock={clock}>{children}</ClockProvider>,
  })

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe("createTestClock", () => {
  it("stands still at its start until advanced", () => {
    const clock = createTestClock(start)
    expect(clock.now()).toBe(start.getTime())
    expect(clock.advance(1500)).toBe(0)
    expect(clock.now()).toBe(start.getTime() + 1500)
  })

  it("runs what falls due in the order it is due, each at its own instant", () => {
    const clock = createTestClock(0)
    const seen: Array<string> = []
    clock.schedule(300, () => seen.push(`late at ${clock.now()}`))
    clock.schedule(100, () => seen.push(`early at ${clock.now()}`))
    clock.schedule(100, () => seen.push(`early too at ${clock.now()}`))
    expect(clock.advance(200)).toBe(2)
    expect(seen).toEqual(["early at 100", "early too at 100"])
    expect(clock.pending()).toBe(1)
    expect(clock.advance(100)).toBe(1)
    expect(seen.at(-1)).toBe("late at 300")
  })

  it("runs what a callback schedules when it falls inside the same advance", () => {
    const clock = createTestClock(0)
    const ticks: Array<number> = []
    const tick = () => {
      ticks.push(clock.now())
      clock.schedule(1000, tick)
    }
    clock.schedule(1000, tick)
    expect(clock.advance(3500)).toBe(3)
    expect(ticks).toEqual([1000, 2000, 3000])
    expect(clock.now()).toBe(3500)
  })

  it("never runs a cancelled callback or one scheduled for ever", () => {
    const clock = createTestClock(0)
    const callback = vi.fn()
    const cancel = clock.schedule(10, callback)
    clock.schedule(Number.POSITIVE_INFINITY, callback)
    cancel()
    cancel()
    expect(clock.advance(Number.MAX_SAFE_INTEGER)).toBe(0)
    expect(callback).not.toHaveBeenCalled()
  })
})

describe("systemClock", () => {
  it("reads and waits on the machine's time", () => {
    vi.useFakeTimers({ now: start })
    const callback = vi.fn()
    expect(systemClock.now()).toBe(start.getTime())
    systemClock.schedule(1000, callback)
    vi.advanceTimersByTime(999)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(callback).toHaveBeenCalledOnce()
  })

  it("treats a delay longer than a browser timer can hold as never, not at once", () => {
    vi.useFakeTimers()
    const callback = vi.fn()
    systemClock.schedule(2 ** 31, callback)
    systemClock.schedule(Number.POSITIVE_INFINITY, callback)
    vi.advanceTimersByTime(2 ** 31 + 1)
    expect(callback).not.toHaveBeenCalled()
  })
})

describe("ClockProvider", () => {
  it("gives components the real clock when there is none", () => {
    const { result } = renderHook(() => useClock())
    expect(result.current).toBe(systemClock)
  })

  it("gives components below it the clock it is given", () => {
    const clock = createTestClock(start)
    render(
      <ClockProvider clock={clock}>
        <ShownTime />
      </ClockProvider>,
    )
    expect(screen.getByText(start.toISOString())).toBeTruthy()
  })
})

describe("useNow", () => {
  it("ticks on the interval's boundary as the provided clock moves", () => {
    const clock = createTestClock(start.getTime() + 400)
    const { result } = renderNow(clock, 1000)
    expect(result.current.getTime()).toBe(start.getTime() + 400)
    act(() => {
      clock.advance(599)
    })
    expect(result.current.getTime()).toBe(start.getTime() + 400)
    act(() => {
      clock.advance(1)
    })
    expect(result.current.getTime()).toBe(start.getTime() + 1000)
  })

  it("without an interval keeps the time of the first render", () => {
    const clock = createTestClock(start)
    const { result } = renderNow(clock)
    act(() => {
      expect(clock.advance(60_000)).toBe(0)
    })
    expect(result.current).toEqual(start)
  })

  it("shows a frozen time whatever the clock does, and leaves nothing scheduled", () => {
    const clock = createTestClock(start)
    const frozen = new Date("2000-01-01T00:00:00Z")
    const { result } = renderNow(clock, 1000, frozen)
    expect(result.current).toBe(frozen)
    expect(clock.pending()).toBe(0)
  })

  it("stops ticking once unmounted", () => {
    const clock = createTestClock(start)
    const { unmount } = renderNow(clock, 1000)
    expect(clock.pending()).toBe(1)
    unmount()
    expect(clock.pending()).toBe(0)
  })
})
