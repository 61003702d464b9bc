// Latch-only scale checks in a fresh Chromium each: the All Wallets view with 10,000 wallets (open,
// search, scroll; long tasks over 50 ms from a PerformanceObserver), and 1,000 opens and closes of
// the modal (heap after a forced GC, DOM nodes and listeners, from the DevTools protocol).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import type { Marker } from './apps'
import { launchChromium } from './chromium'

const probeSource = readFileSync(join(import.meta.dirname, 'pageProbe.js'), 'utf8')
const TIMEOUT_MS = 60_000

const BUTTON: Marker = { selector: '[data-testid="connect-button"]' }
const CONNECT_VIEW: Marker = { selector: '[data-testid="all-wallets"]' }
const MODAL: Marker = { selector: '[data-testid="latch-modal"]' }
const CLOSE: Marker = { selector: '[data-testid="modal-close"]' }
/** A wallet row of the All Wallets list (Connect shows the first ones too, outside that list). */
const walletRow = (i: number, inView = false): Marker => ({
  selector: `[aria-label="All wallets"] [data-testid="wallet-bench.wallet-${i}"]`,
  inView,
})

export interface PhaseResult {
  /** ms from the phase's last input to the frame showing its result. */
  ms: number
  longTasks: number
  longestTaskMs: number
}

export interface WalletListResult {
  wallets: number
  openAllWallets: PhaseResult
  /** Typing "Bench Wallet 9999" key by key, then clearing it back to the full list. */
  search: PhaseResult & { keys: number }
  /** Wheel-scrolling down the list, then jumping to its end (the last wallet shown). */
  scroll: PhaseResult & { wheelSteps: number }
  /** Wallet rows in the DOM with the full list open. */
  rowsInDom: number
  error?: string
}

export interface OpenCloseResult {
  cycles: number
  heapBeforeBytes: number
  heapAfterBytes: number
  /** After a second round of `cycles`: a leak keeps growing by the same amount, warm-up does not. */
  heapAfterSecondBytes: number
  nodesBefore: number
  nodesAfter: number
  listenersBefore: number
  listenersAfter: number
  msPerCycle: number
  error?: string
}

async function openPage(page: Page, url: string, content: Marker): Promise<void> {
  await page.addInitScript({
    content: `window.__benchConfig = ${JSON.stringify({ button: BUTTON, content })};\n${probeSource}`,
  })
  await page.goto(url, { waitUntil: 'commit' })
  await waitFor(page, 'buttonAt')
}

async function waitFor(page: Page, key: string): Promise<number> {
  const handle = await page.waitForFunction(
    `window.__bench && window.__bench[${JSON.stringify(key)}]`,
    undefined,
    {
      timeout: TIMEOUT_MS,
      polling: 16,
    },
  )
  return (await handle.jsonValue()) as number
}

const now = (page: Page) => page.evaluate('performance.now()') as Promise<number>

async function click(page: Page, marker: Marker): Promise<void> {
  const point = (await page.evaluate(`window.__benchFind(${JSON.stringify(marker)})`)) as {
    x: number
    y: number
  } | null
  if (!point) throw new Error(`nothing to click for ${JSON.stringify(marker)}`)
  await page.mouse.click(point.x, point.y)
}

/** Long tasks that started in [from, to] (page clock). */
async function longTasksBetween(page: Page, from: number, to: number) {
  const tasks = (await page.evaluate('window.__bench.longTasks')) as { start: number; duration: number }[]
  const inside = tasks.filter((t) => t.start >= from && t.start <= to)
  return { longTasks: inside.length, longestTaskMs: Math.max(0, ...inside.map((t) => t.duration)) }
}

/** Waits for `marker` from now on; returns the page time it showed. */
async function watch(page: Page, marker: Marker, key: string): Promise<void> {
  await page.evaluate(`window.__benchWatch(${JSON.stringify(marker)}, ${JSON.stringify(key)})`)
}

export async function measureWalletList(baseUrl: string, wallets: number): Promise<WalletListResult> {
  const browser = await launchChromium()
  const empty: PhaseResult = { ms: Number.NaN, longTasks: 0, longestTaskMs: 0 }
  const result: WalletListResult = {
    wallets,
    openAllWallets: empty,
    search: { ...empty, keys: 0 },
    scroll: { ...empty, wheelSteps: 0 },
    rowsInDom: 0,
  }
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await openPage(page, `${baseUrl}?wallets=${wallets}`, CONNECT_VIEW)
    await click(page, BUTTON)
    await waitFor(page, 'contentAt')
    await page.waitForTimeout(300)

    // Open All Wallets: click → the first wallet row shows.
    let from = await now(page)
    await watch(page, walletRow(0, true), 'allAt')
    await click(page, CONNECT_VIEW)
    const allAt = await waitFor(page, 'allAt')
    const clicks = (await page.evaluate('window.__bench.clicks')) as number[]
    result.openAllWallets = {
      ms: allAt - clicks.at(-1)!,
      ...(await longTasksBetween(page, from, await now(page))),
    }
    result.rowsInDom = (await page.evaluate(
      `window.__benchCount('[aria-label="All wallets"] [data-testid^="wallet-bench.wallet-"]')`,
    )) as number
    await page.waitForTimeout(300)

    // Search: type the last wallet's name key by key, wait for it alone, then clear back to the full list.
    const query = `Bench Wallet ${wallets - 1}`
    from = await now(page)
    await click(page, { selector: '[data-testid="wallet-search"]' })
    await page.keyboard.type(query, { delay: 40 })
    await watch(page, walletRow(wallets - 1, true), 'foundAt')
    await waitFor(page, 'foundAt')
    await watch(page, walletRow(0, true), 'clearedAt')
    await page.keyboard.press('Control+A')
    await page.keyboard.press('Backspace')
    const pressedAt = await now(page)
    const clearedAt = await waitFor(page, 'clearedAt')
    result.search = {
      keys: query.length + 2,
      ms: clearedAt - pressedAt,
      ...(await longTasksBetween(page, from, await now(page))),
    }
    await page.waitForTimeout(300)

    // Scroll: wheel down like a user flinging, then jump to the end as dragging the scrollbar would.
    from = await now(page)
    const row = (await page.evaluate(`window.__benchFind(${JSON.stringify(walletRow(0, true))})`)) as {
      x: number
      y: number
    }
    await page.mouse.move(row.x, row.y)
    const wheelSteps = 60
    for (let i = 0; i < wheelSteps; i++) {
      await page.mouse.wheel(0, 1200)
      await page.waitForTimeout(16)
    }
    await watch(page, walletRow(wallets - 1, true), 'endAt')
    const jumpedAt = (await page.evaluate(`(() => {
      const body = window.__benchElement({ selector: '[data-modal-body]' })
      body.scrollTop = body.scrollHeight
      return performance.now()
    })()`)) as number
    const endAt = await waitFor(page, 'endAt')
    result.scroll = {
      wheelSteps,
      ms: endAt - jumpedAt,
      ...(await longTasksBetween(page, from, await now(page))),
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message.split('\n')[0] : String(error)
  } finally {
    await browser.close()
  }
  return result
}

export async function measureOpenClose(baseUrl: string, cycles: number): Promise<OpenCloseResult> {
  const browser = await launchChromium()
  const result: OpenCloseResult = {
    cycles,
    heapBeforeBytes: 0,
    heapAfterBytes: 0,
    heapAfterSecondBytes: 0,
    nodesBefore: 0,
    nodesAfter: 0,
    listenersBefore: 0,
    listenersAfter: 0,
    msPerCycle: 0,
  }
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    const cdp = await page.context().newCDPSession(page)
    await openPage(page, `${baseUrl}?wallets=4`, CONNECT_VIEW)
    // Opens with the real button and closes with the modal's close button, one frame each.
    const loop = (n: number) =>
      page.evaluate(`(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
        const started = performance.now()
        for (let i = 0; i < ${n}; i++) {
          window.__benchElement(${JSON.stringify(BUTTON)}).click()
          await frame()
          if (!window.__benchElement(${JSON.stringify(MODAL)})) throw new Error('the modal did not open at cycle ' + i)
          window.__benchElement(${JSON.stringify(CLOSE)}).click()
          await frame()
          if (window.latchBench.isOpen()) throw new Error('the modal did not close at cycle ' + i)
        }
        return performance.now() - started
      })()`) as Promise<number>
    const sample = async () => {
      await cdp.send('HeapProfiler.collectGarbage')
      await cdp.send('HeapProfiler.collectGarbage')
      const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
      const counters = (await cdp.send('Memory.getDOMCounters')) as {
        nodes: number
        jsEventListeners: number
      }
      return { heap: heap.usedSize, nodes: counters.nodes, listeners: counters.jsEventListeners }
    }
    // The first open may wait for the modal's code; the loop starts once it has shown.
    await page.evaluate(`window.__benchElement(${JSON.stringify(BUTTON)}).click()`)
    await page.waitForFunction(`window.__benchElement(${JSON.stringify(MODAL)})`, undefined, {
      timeout: TIMEOUT_MS,
    })
    await page.evaluate(`window.__benchElement(${JSON.stringify(CLOSE)}).click()`)
    await loop(20)
    const before = await sample()
    const elapsed = await loop(cycles)
    const after = await sample()
    await loop(cycles)
    const second = await sample()
    Object.assign(result, {
      heapBeforeBytes: before.heap,
      heapAfterBytes: after.heap,
      heapAfterSecondBytes: second.heap,
      nodesBefore: before.nodes,
      nodesAfter: second.nodes,
      listenersBefore: before.listeners,
      listenersAfter: second.listeners,
      msPerCycle: elapsed / cycles,
    })
  } catch (error) {
    result.error = error instanceof Error ? error.message.split('\n')[0] : String(error)
  } finally {
    await browser.close()
  }
  return result
}
