// `@latch/frame` from its tarball, as an operator deploys it: installed alone into an empty folder, then
// `latch-frame serve` on plain Node against the running services: the page it serves is the page built
// into the package with the operator's config written in, under a CSP whose frame-ancestors are exactly
// the project's origins ('none' for a project the services do not know).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Check, check } from './check'
import { checkInOrder } from './checkInOrder'
import { SHOP_PROJECT } from './checkServices'
import { installTarballs } from './installTarballs'
import { type RunningCommand, startCommand } from './startCommand'

/** The chain the operator's config names (the server never calls it; the page would). */
const CHAINS = [{ id: 1, name: 'Ethereum', rpcUrl: 'https://eth.rpc.example' }]

/** The config element the server writes before the page's `<main>` (startFrameServer). */
const CONFIG_ELEMENT = /<script type="application\/json" id="latch-frame-config">(.*?)<\/script>\n\s*/

/** The page's own headers besides its CSP (frameHeaders.ts). */
const PAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
}

const frameAncestors = (response: Response) =>
  /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? []

/** The frame's checks against the services at `apiUrl`; stops its server before returning. */
export async function checkFrame(tarball: string, dir: string, apiUrl: string): Promise<Check[]> {
  const packageDir = join(dir, 'node_modules', '@latch', 'frame')
  const pageDir = join(packageDir, 'dist', 'page')
  let frame: RunningCommand | undefined
  const url = () => frame?.ready[1] ?? ''
  const { checks } = await checkInOrder('@latch/frame', [
    [
      'installs alone from its tarball into an empty folder',
      () => {
        const packages = installTarballs(dir, { '@latch/frame': tarball })
        const extra = packages.filter((name) => name !== '@latch/frame' && name !== 'zod')
        if (extra.length > 0)
          throw new Error(`it brought ${extra.join(', ')} (the page bundles its own code)`)
        return packages.join(', ')
      },
    ],
    [
      '`latch-frame serve` starts',
      async () => {
        const env = {
          PATH: process.env.PATH ?? '',
          LATCH_FRAME_API_URL: apiUrl,
          LATCH_FRAME_CHAINS: JSON.stringify(CHAINS),
        }
        frame = await startCommand(
          join(dir, 'node_modules', '.bin', 'latch-frame'),
          ['serve', '--port', '0'],
          {
            env,
            cwd: dir,
            ready: /^Latch frame \S+ on (http:\/\/\S+) /m,
          },
        )
        return frame.ready[0].trim()
      },
    ],
    [
      "frame-ancestors are exactly the project's origins",
      async () => {
        const host = encodeURIComponent(SHOP_PROJECT.origins[0]!)
        const response = await fetch(`${url()}/?projectId=${SHOP_PROJECT.id}&host=${host}`)
        const ancestors = frameAncestors(response).sort()
        if (response.status !== 200 || ancestors.join(' ') !== [...SHOP_PROJECT.origins].sort().join(' '))
          throw new Error(`${response.status} ${response.headers.get('content-security-policy')}`)
        for (const [name, value] of Object.entries(PAGE_HEADERS))
          if (response.headers.get(name) !== value) throw new Error(`${name}: ${response.headers.get(name)}`)
        return `frame-ancestors ${ancestors.join(' ')}`
      },
    ],
    [
      "an unknown project gets frame-ancestors 'none'",
      async () => {
        const ancestors = frameAncestors(await fetch(`${url()}/?projectId=nobody`))
        if (ancestors.join(' ') !== "'none'") throw new Error(`frame-ancestors ${ancestors.join(' ')}`)
        return "frame-ancestors 'none'"
      },
    ],
    [
      'serves the page built into the package, with the config written in',
      async () => {
        const served = await (await fetch(`${url()}/?projectId=${SHOP_PROJECT.id}`)).text()
        const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
          version: string
        }
        const expected = JSON.stringify({ apiUrl, version, chains: CHAINS })
        const config = CONFIG_ELEMENT.exec(served)?.[1]
        if (config !== expected) throw new Error(`config element: ${config}`)
        const built = readFileSync(join(pageDir, 'index.html'), 'utf8')
        if (served.replace(CONFIG_ELEMENT, '') !== built)
          throw new Error('the page differs from dist/page/index.html')
        const assets = [...built.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!)
        if (assets.length === 0) throw new Error('the built page names no assets')
        for (const asset of assets) {
          const body = Buffer.from(await (await fetch(`${url()}${asset}`)).arrayBuffer())
          if (!body.equals(readFileSync(join(pageDir, asset))))
            throw new Error(`${asset} differs from the package's`)
        }
        return `dist/page/index.html and its ${assets.length} assets, config ${expected}`
      },
    ],
  ])
  const running = frame
  if (running)
    checks.push(
      await check('@latch/frame: stops cleanly on SIGTERM', async () => {
        const code = await running.stop()
        if (code !== 0 || !running.output().includes('Latch frame stopped.'))
          throw new Error(`exit ${code}:\n${running.output()}`)
        return 'exit 0'
      }),
    )
  return checks
}
