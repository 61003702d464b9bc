// One pass over the consumer app on the React it has installed: type-check, server render, build, and
// the built page in Chromium (the button renders; clicking it opens the modal; the host's own panel reads
// state through the root's getters and a watcher, and opens the modal through /modal).
import { join } from 'node:path'
import { launchChromium } from '../bench/src/chromium'
import { serveStatic } from '../bench/src/serveStatic'
import { type Check, check } from './check'
import { run } from './packPackages'

/**
 * Loads the built app in Chromium: the button renders, clicking it opens the modal, and the host's panel
 * (getters, a watcher, /modal's open) follows a network switch.
 */
async function checkInChromium(appDir: string, label: string): Promise<Check[]> {
  const server = await serveStatic(join(appDir, 'dist'))
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const noErrors = () => {
      if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`)
    }
    // Playwright's locators pierce the button's and the modal's shadow roots; the modal renders once
    // hidden ahead of the first open (prewarm), so the check is for the dialog being visible.
    const button = page.getByTestId('connect-button')
    const modal = page.locator('[data-testid="latch-modal"][data-view="Connect"]')
    return [
      await check(`${label} in Chromium: the button renders`, async () => {
        await page.goto(server.url)
        await button.waitFor({ state: 'visible', timeout: 15_000 })
        const text = (await button.textContent())?.trim()
        if (text !== 'Connect Wallet') throw new Error(`the button says "${text}"`)
        noErrors()
        return `"${text}"`
      }),
      await check(`${label} in Chromium: clicking the button opens the modal`, async () => {
        if (await modal.isVisible()) throw new Error('the modal showed before the click')
        await button.click()
        await modal.waitFor({ state: 'visible', timeout: 15_000 })
        noErrors()
        return 'the Connect view shows'
      }),
      await check(`${label} in Chromium: the host's watcher follows a network switch`, async () => {
        const network = page.getByTestId('host-network')
        const before = await network.textContent()
        if (before !== 'Ethereum') throw new Error(`getNetwork read "${before}"`)
        const account = await page.getByTestId('host-account').textContent()
        if (account !== 'disconnected') throw new Error(`getAccount read "${account}"`)
        await page.keyboard.press('Escape')
        await page.getByTestId('host-switch-network').click()
        await page.waitForFunction(
          () => document.querySelector('[data-testid="host-network"]')?.textContent === 'Sepolia',
          undefined,
          { timeout: 15_000 },
        )
        noErrors()
        return 'getNetwork read Ethereum; watchNetwork wrote Sepolia after switchNetwork'
      }),
      await check(`${label} in Chromium: the host opens the modal through @latch/core/modal`, async () => {
        await page.keyboard.press('Escape')
        await modal.waitFor({ state: 'hidden', timeout: 15_000 })
        await page.getByTestId('host-open-modal').click()
        await modal.waitFor({ state: 'visible', timeout: 15_000 })
        noErrors()
        return 'open(latch, { view: "Connect" }) shows the Connect view'
      }),
    ]
  } finally {
    await browser.close()
    await server.close()
  }
}

/**
 * The checks of the app in `appDir` (installed), named after `label` (e.g. "consumer app on React 18").
 *
 * @example
 * const checks = await checkConsumerApp('/tmp/app', 'consumer app on React 19')
 */
export async function checkConsumerApp(appDir: string, label: string): Promise<Check[]> {
  const bin = (name: string) => join(appDir, 'node_modules', '.bin', name)
  const checks = [
    await check(`${label}: type-checks against the published types (tsc --strict)`, () => {
      run(bin('tsc'), ['-p', 'tsconfig.json'], appDir)
      return 'no errors'
    }),
    await check(`${label}: renders <LatchProvider><ConnectButton/></LatchProvider> in Node`, () => {
      // An SSR build keeps node_modules external: Node itself loads the installed packages.
      run(bin('vite'), ['build', '--ssr', 'src/server.tsx', '--outDir', 'dist-server'], appDir)
      const html = run(
        'node',
        ['-e', "import('./dist-server/server.js').then((m) => console.log(m.render()))"],
        appDir,
      )
      if (!html.includes('data-latch=""')) throw new Error(`server HTML lacks the button's host: ${html}`)
      return 'renderToString gave the button host'
    }),
  ]
  const built = await check(`${label}: vite build`, () => {
    run(bin('vite'), ['build'], appDir)
    return 'dist/ built'
  })
  checks.push(built)
  if (built.ok) checks.push(...(await checkInChromium(appDir, label)))
  return checks
}
