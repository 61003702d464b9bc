// `@latch/frame` from its tarball, as an operator deploys it: installed alone into an empty folder, then
// `latch-frame serve` on plain Node against the running services: the page it serves is the page built
// into the package with the operator's config written in, under a CSP whose frame-ancestors are exactly
// the project's origins ('none' for a project the services do not know).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Check, check } from './check'
import { SHOP_PROJECT } from './checkServices'
import { installTarballs } from './installTarballs'
import { type RunningCommand, startCommand } from './startCommand'

/** The chain the operator's config names (the server never calls it; the page would). */
const CHAINS = [{ id: 1, name: 'Ethereum', rpcUrl: 'https://eth.rpc.example' }]

/** The config element the server writes before the page's `<main>` (startFrameServer). */
const CONFIG_ELEMENT = /<script type="application\/json" id="latch-frame-config">(.*?)<\/script>\n\s*/

const frameAncestors = (response: Response) =>
  /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? []

/** The frame's checks against the services at `apiUrl`; stops its server before returning. */
export async function checkFrame(tarball: string, dir: string, apiUrl: string): Promise<Check[]> {
  const checks: Check[] = []
  const step = async (name: string, body: () => Promise<string> | string) => {
    const result = await check(`@latch/frame: ${name}`, body)
    checks.push(result)
    return result.ok
  }
  const installed = await step('installs alone from its tarball into an empty folder', () => {
    const packages = installTarballs(dir, { '@latch/frame': tarball })
    const extra = packages.filter((name) => name !== '@latch/frame' && name !== 'zod')
    if (extra.length > 0) throw new Error(`it brought ${extra.join(', ')} (the page bundles its own code)`)
    return packages.join(', ')
  })
  if (!installed) return checks
  const packageDir = join(dir, 'node_modules', '@latch', 'frame')
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string
  }
  const env = {
    PATH: process.env.PATH ?? '',
    LATCH_FRAME_API_URL: apiUrl,
    LATCH_FRAME_CHAINS: JSON.stringify(CHAINS),
  }
  let frame: RunningCommand | undefined
  const started = await step('`latch-frame serve` starts', async () => {
    frame = await startCommand(join(dir, 'node_modules', '.bin', 'latch-frame'), ['serve', '--port', '0'], {
      env,
      cwd: dir,
      ready: /^Latch frame \S+ on (http:\/\/\S+) /m,
    })
    return frame.ready[0].trim()
  })
  if (!started || !frame) return checks
  const url = frame.ready[1]!
  try {
    await step("frame-ancestors are exactly the project's origins", async () => {
      const response = await fetch(
        `${url}/?projectId=${SHOP_PROJECT.id}&host=${encodeURIComponent(SHOP_PROJECT.origins[0]!)}`,
      )
      const ancestors = frameAncestors(response).sort()
      if (response.status !== 200 || ancestors.join(' ') !== [...SHOP_PROJECT.origins].sort().join(' '))
        throw new Error(`${response.status} ${response.headers.get('content-security-policy')}`)
      for (const [name, value] of [
        ['x-content-type-options', 'nosniff'],
        ['referrer-policy', 'no-referrer'],
        ['cache-control', 'no-store'],
      ])
        if (response.headers.get(name!) !== value) throw new Error(`${name}: ${response.headers.get(name!)}`)
      return `frame-ancestors ${ancestors.join(' ')}`
    })
    await step("an unknown project gets frame-ancestors 'none'", async () => {
      const ancestors = frameAncestors(await fetch(`${url}/?projectId=nobody`))
      if (ancestors.join(' ') !== "'none'") throw new Error(`frame-ancestors ${ancestors.join(' ')}`)
      return "frame-ancestors 'none'"
    })
    await step('serves the page built into the package, with the config written in', async () => {
      const served = await (await fetch(`${url}/?projectId=${SHOP_PROJECT.id}`)).text()
      const config = CONFIG_ELEMENT.exec(served)
      const expected = { apiUrl, version, chains: CHAINS }
      if (!config || config[1] !== JSON.stringify(expected)) throw new Error(`config element: ${config?.[1]}`)
      const built = readFileSync(join(packageDir, 'dist', 'page', 'index.html'), 'utf8')
      if (served.replace(CONFIG_ELEMENT, '') !== built)
        throw new Error('the page differs from dist/page/index.html')
      const assets = [...built.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!)
      if (assets.length === 0) throw new Error('the built page names no assets')
      for (const asset of assets) {
        const body = Buffer.from(await (await fetch(`${url}${asset}`)).arrayBuffer())
        if (!body.equals(readFileSync(join(packageDir, 'dist', 'page', asset))))
          throw new Error(`${asset} differs from the package's`)
      }
      return `dist/page/index.html and its ${assets.length} assets, config ${JSON.stringify(expected)}`
    })
  } finally {
    const running = frame
    await step('stops cleanly on SIGTERM', async () => {
      const code = await running.stop()
      if (code !== 0 || !running.output().includes('Latch frame stopped.'))
        throw new Error(`exit ${code}:\n${running.output()}`)
      return 'exit 0'
    })
  }
  return checks
}
