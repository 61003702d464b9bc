// `npm run bench:api [-- --seconds 5 --connections 10 --database pglite|postgres --pin]`: the API under
// autocannon on loopback, side by side with a bare node:http server in the same run. Each API route is
// measured next to the bare server answering the very bytes the route answered (so the ratio is what the
// service costs on top of writing its answer; that twin runs just before and just after the route, and
// counts as their mean), and against a small fixed JSON body. Prints a Markdown
// table of requests/s, p50, p99 and the ratios, then the goals of issue 4. Only 127.0.0.1 is loaded.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { type BenchRow, formatTable } from './formatTable'
import { type Measurement, measure } from './measure'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    database: { type: 'string', default: 'pglite' },
    pin: { type: 'boolean', default: false },
  },
})
const seconds = Math.min(60, Math.max(1, Number(values.seconds) || 5))
const connections = Math.min(200, Math.max(1, Number(values.connections) || 10))

interface Started {
  child: ChildProcess
  urls: Record<string, string>
  database?: string
}

/** Starts `benchTarget.ts` in its own Node process and waits for the line that names its URLs. */
function startTarget(args: string[]): Promise<Started> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'benchTarget.ts'), ...args],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! })
    lines.once('line', (line) => {
      try {
        resolve({ child, ...(JSON.parse(line) as Omit<Started, 'child'>) })
      } catch (error) {
        reject(new Error(`benchmark target said: ${line}`, { cause: error }))
      }
    })
    child.once('exit', (code) => reject(new Error(`benchmark target ${args.join(' ')} exited (${code})`)))
  })
}

/** Two runs of one target as one: mean throughput, the worse latencies. */
function meanOf(a: Measurement, b: Measurement): Measurement {
  return {
    ...a,
    requestsPerSecond: (a.requestsPerSecond + b.requestsPerSecond) / 2,
    p50: Math.max(a.p50, b.p50),
    p99: Math.max(a.p99, b.p99),
    non2xx: a.non2xx + b.non2xx,
    errors: a.errors + b.errors,
  }
}

function stopTarget(target: Started | undefined): Promise<void> {
  if (!target || target.child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    target.child.once('exit', () => resolve())
    target.child.kill('SIGTERM')
  })
}

if (values.pin) spawnSync('taskset', ['-p', '-c', '0', String(process.pid)], { stdio: 'ignore' })
const scratch = await mkdtemp(join(tmpdir(), 'latch-bench-'))
let api: Started | undefined
let bare: Started | undefined
try {
  api = await startTarget(['api', values.database === 'postgres' ? 'postgres' : 'pglite'])
  const routes = Object.entries(api.urls)
  // The bare server gets the exact answers of the API routes, to write them back as fixed bodies.
  const bodies = await Promise.all(routes.map(async ([, url]) => (await fetch(url)).text()))
  await writeFile(join(scratch, 'bodies.json'), JSON.stringify(bodies))
  bare = await startTarget(['bare', join(scratch, 'bodies.json')])
  const bareUrl = bare.urls.bare!
  const run = (name: string, url: string) => {
    process.stderr.write(`measuring ${name} for ${seconds} s…\n`)
    return measure({ name, url, seconds, connections })
  }

  const small = await run('bare node:http, small fixed JSON body', bareUrl)
  const rows: BenchRow[] = []
  for (const [index, [name, url]] of routes.entries()) {
    // The twin runs right before and right after the route, and counts as their mean: on a shared
    // machine the ceiling drifts, and this keeps the ratio to the same moment.
    const before = await run(`bare node:http, ${name}'s body`, `${bareUrl}${index}`)
    const measured = await run(name, url)
    const after = await run(`bare node:http, ${name}'s body`, `${bareUrl}${index}`)
    rows.push({ api: measured, twin: meanOf(before, after), bytes: measured.bytes })
  }

  console.log(
    `\nAPI benchmark (npm run bench:api${values.pin ? ' -- --pin' : ''}): autocannon, ${connections} connections, ${seconds} s per row after a 1 s warm-up (each same-body bare figure is the mean of a run before and one after its route), loopback; API on ${api.database}; Node ${process.versions.node}, ${cpus().length} CPUs (${cpus()[0]?.model.trim()}).\n`,
  )
  console.log(formatTable(small, rows))
  const listing = rows.find((row) => row.api.name.startsWith('GET /getWallets (page'))
  if (listing) {
    const sameBody = listing.api.requestsPerSecond / listing.twin.requestsPerSecond
    const smallBody = listing.api.requestsPerSecond / small.requestsPerSecond
    console.log(
      `\nGoal for a cached listing page: ≥ 50% of the bare server's requests/s — ${(sameBody * 100).toFixed(1)}% of the bare server writing the same body (${sameBody >= 0.5 ? 'met' : 'MISSED'}), ${(smallBody * 100).toFixed(1)}% of the small-body one; p99 < 10 ms — ${listing.api.p99} ms (${listing.api.p99 < 10 ? 'met' : 'MISSED'}).`,
    )
  }
} finally {
  await Promise.all([stopTarget(bare), stopTarget(api)])
  await rm(scratch, { recursive: true, force: true })
}
