// One runtime run of one app in a fresh Chromium: load, wait for the connect button, click it, wait for
// the modal's content, let it settle, and report what happened. Timings come from inside the page
// (see pageProbe.js); requests from the browser's network events.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import type { BenchApp, Marker } from './apps'
import { launchChromium } from './chromium'

const probeSource = readFileSync(join(import.meta.dirname, 'pageProbe.js'), 'utf8')

/** Between the button showing and the click (issue 32's method: 2 s): lets the app's start-up work (and failing fetches) finish. */
export const SETTLE_BEFORE_CLICK_MS = 2000
/** After the content shows: what the click still fetches (lazy chunks, images, API calls) lands here. */
export const SETTLE_AFTER_CONTENT_MS = 1500
const TIMEOUT_MS = 20_000

export interface RunResult {
  app: string
  /** ms from navigation start to the first frame with the button laid out. */
  buttonMs?: number
  /** ms from the click event to the first frame with the modal content laid out. */
  clickToModalMs?: number
  /** Issue 32's method: ms from the click event to the first frame with the dialog visible (opacity > 0). */
  clickToDialogMs?: number
  /**
   * Same-origin JS files fetched from the click to the end of the settle time after the content
   * showed; `beforeContent` when the fetch started before the content's frame (the open waited on it).
   */
  jsOnClick: { file: string; beforeContent: boolean }[]
  /**
   * Requests to anywhere but the app's own origin (incl. WebSockets), attempted during the whole run:
   * failed (the browser reported it), or neither failed nor answered by the end of the run.
   */
  external: { url: string; failed: boolean }[]
  error?: string
}

interface ProbeState {
  buttonAt: number | null
  clickAt: number | null
  contentAt: number | null
  dialogAt: number | null
}

async function waitForProbe(page: Page, key: keyof ProbeState): Promise<number> {
  const handle = await page.waitForFunction(`window.__bench && window.__bench.${key}`, undefined, {
    timeout: TIMEOUT_MS,
    polling: 50,
  })
  return (await handle.jsonValue()) as number
}

async function clickMarker(page: Page, marker: Marker): Promise<void> {
  const point = (await page.evaluate(`window.__benchFind(${JSON.stringify(marker)})`)) as {
    x: number
    y: number
  } | null
  if (!point) throw new Error(`nothing to click for ${JSON.stringify(marker)}`)
  await page.mouse.click(point.x, point.y)
}

export async function measureRun(app: BenchApp, url: string): Promise<RunResult> {
  const origin = new URL(url).origin
  const result: RunResult = { app: app.name, jsOnClick: [], external: [] }
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const external = new Map<object, { url: string; failed: boolean }>()
    const isExternal = (target: string) => !target.startsWith(origin) && !/^(data|blob):/.test(target)
    context.on('request', (request) => {
      if (isExternal(request.url())) external.set(request, { url: request.url(), failed: false })
    })
    context.on('requestfailed', (request) => {
      const entry = external.get(request)
      if (entry) entry.failed = true
    })
    const page = await context.newPage()
    page.on('websocket', (socket) => {
      if (!isExternal(socket.url())) return
      // Failed unless it ever receives a frame (offline, none does).
      const entry = { url: socket.url(), failed: true }
      external.set(socket, entry)
      socket.on('framereceived', () => {
        entry.failed = false
      })
    })
    await page.addInitScript({
      content: `window.__benchConfig = ${JSON.stringify({ button: app.button, content: app.content, dialog: app.dialog })};\n${probeSource}`,
    })
    await page.goto(url, { waitUntil: 'commit' })
    result.buttonMs = await waitForProbe(page, 'buttonAt')
    if (app.content) {
      await page.waitForTimeout(SETTLE_BEFORE_CLICK_MS)
      await clickMarker(page, app.button)
      const contentAt = await waitForProbe(page, 'contentAt')
      const clickAt = (await page.evaluate('window.__bench.clickAt')) as number
      result.clickToModalMs = contentAt - clickAt
      if (app.dialog) result.clickToDialogMs = (await waitForProbe(page, 'dialogAt')) - clickAt
      await page.waitForTimeout(SETTLE_AFTER_CONTENT_MS)
      result.jsOnClick = (await page.evaluate(
        `performance.getEntriesByType('resource')
          .filter((e) => e.startTime >= ${clickAt} && e.name.startsWith(location.origin) && new URL(e.name).pathname.endsWith('.js'))
          .map((e) => ({ file: new URL(e.name).pathname.slice(1), beforeContent: e.startTime < ${contentAt} }))`,
      )) as RunResult['jsOnClick']
    } else {
      await page.waitForTimeout(SETTLE_BEFORE_CLICK_MS)
    }
    result.external = [...external.values()]
  } catch (error) {
    result.error = error instanceof Error ? error.message.split('\n')[0] : String(error)
  } finally {
    await browser.close()
  }
  return result
}
