// `npm run bench` (from the root, or `npm run bench` in bench/): builds Latch's packages and every
// app the same way, measures sizes, runs each app in a fresh headless Chromium (apps interleaved, one
// warm-up round discarded), runs Latch's scale checks, then prints the Markdown table and writes it to
// results/latest.md (raw figures to results/latest.json, which git ignores).
//
// Options: --runs N (default 7, at least 5), --skip-scale, --wallets N (default 10000), --cycles N (default 1000).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { APPS, appByName } from './apps'
import { buildApp } from './buildApp'
import { buildLatchPackages } from './buildLatchPackages'
import { launchChromium } from './chromium'
import { measureRun, type RunResult, SETTLE_AFTER_CONTENT_MS, SETTLE_BEFORE_CLICK_MS } from './measureRun'
import { measureOpenClose, measureWalletList } from './measureScale'
import { type AppSizes, measureSizes } from './measureSizes'
import { type BenchResults, renderReport } from './report'
import { type StaticServer, serveStatic } from './serveStatic'

const benchDir = join(import.meta.dirname, '..')
const repoRoot = join(benchDir, '..')
const distDir = join(benchDir, 'dist')
const resultsDir = join(benchDir, 'results')

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    wallets: { type: 'string', default: '10000' },
    cycles: { type: 'string', default: '1000' },
    'skip-scale': { type: 'boolean', default: false },
  },
})
const runs = Math.max(5, Number(options.runs))
/** The All Wallets check is one browser session of ~5 s: three, for a median. */
const SCALE_RUNS = 3
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`)

async function buildApps(): Promise<Record<string, AppSizes>> {
  const sizes: Record<string, AppSizes> = {}
  for (const name of [...APPS.map((a) => a.name), 'latch-scale']) {
    log(`building ${name}`)
    await buildApp({
      appDir: join(benchDir, 'apps', name),
      outDir: join(distDir, name),
      resolveFrom: benchDir,
    })
    if (name !== 'latch-scale') sizes[name] = measureSizes(join(distDir, name))
  }
  return sizes
}

async function runRuntime(servers: Map<string, StaticServer>): Promise<RunResult[]> {
  const apps = APPS.filter((a) => !a.sizeOnly)
  const results: RunResult[] = []
  // Round 0 is the warm-up (disk cache, JIT of the harness), discarded. Each round runs every app once,
  // starting one app later than the round before, so no app always follows the same neighbour.
  for (let round = 0; round <= runs; round++) {
    const order = apps.map((_, i) => apps[(i + round) % apps.length]!)
    for (const app of order) {
      const result = await measureRun(app, servers.get(app.name)!.url)
      log(
        `${round === 0 ? 'warm-up' : `run ${round}/${runs}`} ${app.name}: button ${result.buttonMs?.toFixed(1) ?? '—'} ms` +
          (app.content ? `, click → modal ${result.clickToModalMs?.toFixed(1) ?? '—'} ms` : '') +
          (result.error ? ` (failed: ${result.error})` : ''),
      )
      if (round > 0) results.push(result)
    }
  }
  return results
}

function notes(): string[] {
  const manifest = JSON.parse(readFileSync(join(benchDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
    overrides: Record<string, unknown>
    allowScripts: Record<string, boolean>
  }
  const d = manifest.dependencies
  return [
    `Versions (pinned in bench/package-lock.json): react ${d.react}, viem ${d.viem}, wagmi ${d.wagmi}, @tanstack/react-query ${d['@tanstack/react-query']}, ` +
      `@rainbow-me/rainbowkit ${d['@rainbow-me/rainbowkit']}, connectkit ${d.connectkit}, @reown/appkit ${d['@reown/appkit']} + @reown/appkit-adapter-wagmi ${d['@reown/appkit-adapter-wagmi']}; ` +
      'Latch from this checkout. RainbowKit 2 and ConnectKit 1 need wagmi 2, so every peer runs on wagmi 2.',
    `Pinned sub-dependencies: @wagmi/connectors ${d['@wagmi/connectors']} and @wagmi/core ${d['@wagmi/core']} (direct dependencies and overrides). ` +
      '@reown/appkit-adapter-wagmi declares open ranges (`@wagmi/connectors >=5.9.9` optional, `@wagmi/core >=2.21.2` peer) that npm resolves to the newest releases, ' +
      'made for wagmi 3; the pins keep AppKit on the versions wagmi 2.19.5 itself uses, so the wagmi baseline is the same for all three peers.',
    "Override: connectkit 1.9.2 declares react 17.x || 18.x as peer; it is given the bench's React 19 (it builds and opens its modal with it).",
    `Install scripts: none run. npm 11 blocks them by default and bench/package.json denies them explicitly (${Object.keys(manifest.allowScripts).join(', ')}): ` +
      "the native WebSocket/keccak add-ons have JavaScript fallbacks and are never in a browser bundle, esbuild ships its binary in an optional package, and AppKit's postinstall only prints a version check.",
    'Every app: `vite build` with @vitejs/plugin-react and Vite\'s defaults (minified, es modules, no polyfills needed), a manifest, base "./"; react, react-dom and viem resolve to one copy from bench/node_modules.',
    "Latch is consumed as a host would: the workspace packages' built dist (rebuilt by the bench), reached through each package's `exports` map without the `@latch/source` condition, with their own dependencies (zod, zustand) at the versions the root lockfile pins. " +
      "The bench measures what ships, library build included; `file:` dependencies were not used because npm would install the linked packages' dependencies into packages/*/node_modules, outside bench/.",
    "Peer apps use each toolkit's documented default setup on mainnet with a dummy WalletConnect project id; their external requests (WalletConnect relay and API, analytics, fonts, wallet images) all fail offline and still cost time and requests.",
  ]
}

function definitions(): string[] {
  return [
    "initial JS: the entry chunk and its static-import closure (`imports` in Vite's .vite/manifest.json, transitively); lazy JS: every other emitted .js file. Sizes are brotli at quality 11 (node:zlib, text mode) of each file, what hosts serve, in KiB (1,024 bytes); the second table gives gzip -9 (zlib level 9) for reference, which moves by several KiB when the minifier re-mangles a chunk (bench/README.md). The initial target is the issue's 30 KiB gzip restated in brotli (26 KiB) as the size budget does.",
    "baselines: `baseline-viem` is react + react-dom + viem's minimal client for mainnet (createClient + http) with a plain button, the stack Latch needs; `baseline-wagmi` adds wagmi (createConfig, WagmiProvider) and @tanstack/react-query (QueryClientProvider), the stack the three peers need. Increments are over those. `react + react-dom alone` is for reference.",
    "connect button visible: from navigation start to the requestAnimationFrame callback of the first frame in which the app's connect button is laid out (connected, a non-empty box, `checkVisibility()` true), measured in the page.",
    "click → modal content: from the click event's `timeStamp` (a real mouse click through the DevTools protocol, seen by a capture listener on window) to `performance.now()` at the start of the requestAnimationFrame callback of the first frame in which the modal's content marker is laid out, searching the document and every shadow root (attachShadow is wrapped to find them, open or closed). Markers: " +
      APPS.filter((a) => a.content)
        .map((a) => `${a.label}: ${a.contentNote}`)
        .join('; ') +
      '. Opacity is not considered: each modal fades in, and that frame is the first one that paints it.',
    `click → dialog visible (issue 32's method, same runs and clicks): from the click event's \`timeStamp\` to the requestAnimationFrame callback of the first frame in which the modal's \`[role="dialog"]\` (AppKit: \`[role="alertdialog"]\`) is laid out and neither it nor any ancestor (across shadow roots) has a computed opacity of 0. The click comes ${SETTLE_BEFORE_CLICK_MS} ms after the button shows. "button after the baseline page": the app's median button time minus its baseline page's, same run.`,
    `JS fetched on click: same-origin .js resources (Resource Timing) that started at or after the click, until ${SETTLE_AFTER_CONTENT_MS} ms after the content showed, with their brotli size from the build; "before the content showed" are those that started before the content's frame (what the open waited on); the others load after it (Latch preloads its other views once the modal shows).`,
    `external requests: every request and WebSocket from the page to another origin than its own 127.0.0.1 server, from navigation until the end of the run (the button, ${SETTLE_BEFORE_CLICK_MS} ms, the click, the content, ${SETTLE_AFTER_CONTENT_MS} ms); failed: the browser reported the request failed, or the WebSocket never received a frame; a request with no outcome by the end of the run is shown as pending. The machine is offline, so no attempt can succeed.`,
    'runs: a fresh Chromium per run (new profile, empty cache), apps served statically (no compression) on their own 127.0.0.1 port, apps interleaved in rotating order, one warm-up round discarded. The machine has 2 cores shared with other work: timings are noisy, sizes are exact.',
    'scale checks (Latch only, `bench/apps/latch-scale`: the same provider and button fed N wallets by a bench-only adapter): long tasks are PerformanceObserver `longtask` entries (> 50 ms) that started during the phase; heap is `Runtime.getHeapUsage` after two `HeapProfiler.collectGarbage`, DOM nodes and listeners from `Memory.getDOMCounters`, measured after 20 warm-up cycles and after the loop.',
  ]
}

async function main(): Promise<void> {
  const started = Date.now()
  const load = loadavg()[0]!.toFixed(2)
  log(
    'building @latch/core, @latch/frame-protocol, @latch/embedded-wallet, @latch/evm, @latch/react (dist, as published)',
  )
  buildLatchPackages(repoRoot)
  const sizes = await buildApps()
  const servers = new Map<string, StaticServer>()
  for (const name of [...APPS.filter((a) => !a.sizeOnly).map((a) => a.name), 'latch-scale'])
    servers.set(name, await serveStatic(join(distDir, name)))
  const browser = await launchChromium()
  const chromiumVersion = browser.version()
  await browser.close()
  try {
    log(`runtime: ${runs} runs per app after one warm-up round`)
    const runResults = await runRuntime(servers)
    let walletList: BenchResults['walletList']
    let openClose: BenchResults['openClose']
    if (!options['skip-scale']) {
      log(`scale: All Wallets with ${options.wallets} wallets`)
      walletList = []
      for (let run = 0; run < SCALE_RUNS; run++)
        walletList.push(await measureWalletList(servers.get('latch-scale')!.url, Number(options.wallets)))
      log(`scale: open/close ${options.cycles} times`)
      openClose = await measureOpenClose(servers.get('latch-scale')!.url, Number(options.cycles))
    }
    const results: BenchResults = {
      date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      environment: [
        `Chromium ${chromiumVersion} (/usr/bin/chromium, headless), Node ${process.versions.node}, ${cpus().length} cores (load average ${load} at start), ${Math.round((Date.now() - started) / 1000)} s for the whole bench`,
        `Apps: ${APPS.map((a) => a.name).join(', ')}; latch increment over ${appByName('latch').baseline}, peers over baseline-wagmi`,
      ],
      runs,
      sizes,
      runResults,
      walletList,
      openClose,
      notes: notes(),
      definitions: definitions(),
    }
    const markdown = renderReport(results)
    mkdirSync(resultsDir, { recursive: true })
    writeFileSync(join(resultsDir, 'latest.md'), markdown)
    writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`)
    process.stdout.write(`${markdown}\n`)
    log(`written to ${join('bench', 'results', 'latest.md')} (raw figures: results/latest.json)`)
  } finally {
    for (const server of servers.values()) await server.close()
  }
}

await main()
