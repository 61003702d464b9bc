// `npm run bench:api [-- --seconds 5 --connections 10 --database pglite|postgres --pin
//   --indexer postgres,pglite|off --transfers 200000 --whale 200000]`: first the indexer on a dense
// synthetic chain (transfers/s, bytes per transfer, on each database), then the API under autocannon on
// loopback, side by side with a bare node:http server in the same run. Each API route is
// measured next to the bare server answering the very bytes the route answered (so the ratio is what the
// service costs on top of writing its answer; that twin runs just before and just after the route, and
// counts as their mean), and against a small fixed JSON body; the balance of the whale (an address in
// every transfer of a second dense segment) gets its own row. Prints Markdown tables, then the goals of
// issues 4 and 32. Only 127.0.0.1 is loaded.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { formatIndexerTable } from './formatIndexerTable'
import { type BenchRow, formatTable } from './formatTable'
import { type BenchDatabase, type IndexerPhase, runIndexerPhase } from './indexerPhase'
import { type Measurement, measure } from './measure'
import { type ApiTargetParameters, WHALE_BALANCE_ROW } from './startApiTarget'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    database: { type: 'string', default: 'pglite' },
    pin: { type: 'boolean', default: false },
    indexer: { type: 'string', default: 'postgres,pglite' },
    transfers: { type: 'string', default: '200000' },
    whale: { type: 'string', default: '200000' },
  },
})
const seconds = Math.min(60, Math.max(1, Number(values.seconds) || 5))
const connections = Math.min(200, Math.max(1, Number(values.connections) || 10))
const database: BenchDatabase = values.database === 'postgres' ? 'postgres' : 'pglite'
const indexerDatabases =
  values.indexer === 'off'
    ? []
    : (values.indexer
        .split(',')
        .filter((kind) => kind === 'postgres' || kind === 'pglite') as BenchDatabase[])
const denseTransfers = Math.max(200, Number(values.transfers) || 200_000)
const whaleTransfers = Math.max(200, Number(values.whale) || 200_000)

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
  const cpu =
    a.cpuMicrosPerRequest !== undefined && b.cpuMicrosPerRequest !== undefined
      ? { cpuMicrosPerRequest: (a.cpuMicrosPerRequest + b.cpuMicrosPerRequest) / 2 }
      : {}
  return {
    ...a,
    ...cpu,
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

/** The machine's load averages (1, 5, 15 min), as uptime prints them: other work shares the CPUs. */
async function loadOf(): Promise<string> {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')
}

if (values.pin) spawnSync('taskset', ['-p', '-c', '0', String(process.pid)], { stdio: 'ignore' })
const scratch = await mkdtemp(join(tmpdir(), 'latch-bench-'))
let api: Started | undefined
let bare: Started | undefined
let indexing: IndexerPhase | undefined
try {
  const load = await loadOf()
  if (indexerDatabases.length > 0) {
    indexing = await runIndexerPhase({
      transfers: denseTransfers,
      whaleTransfers,
      databases: indexerDatabases,
      serveOn: database,
      progress: (line) => process.stderr.write(`${line}\n`),
    })
  }
  const target: ApiTargetParameters = indexing
    ? {
        database,
        config: indexing.served.config,
        dense: { chain: indexing.chain, whale: indexing.whale, transfers: whaleTransfers },
      }
    : { database }
  api = await startTarget(['api', JSON.stringify(target)])
  const routes = Object.entries(api.urls)
  // The bare server gets the exact answers of the API routes, to write them back as fixed bodies.
  const bodies = await Promise.all(routes.map(async ([, url]) => (await fetch(url)).text()))
  await writeFile(join(scratch, 'bodies.json'), JSON.stringify(bodies))
  bare = await startTarget(['bare', join(scratch, 'bodies.json')])
  const bareUrl = bare.urls.bare!
  const run = (name: string, url: string, pid: number | undefined) => {
    process.stderr.write(`measuring ${name} for ${seconds} s…\n`)
    return measure({ name, url, seconds, connections, ...(pid === undefined ? {} : { pid }) })
  }
  const barePid = bare.child.pid
  const apiPid = api.child.pid

  const small = await run('bare node:http, small fixed JSON body', bareUrl, barePid)
  const rows: BenchRow[] = []
  for (const [index, [name, url]] of routes.entries()) {
    // The twin runs right before and right after the route, and counts as their mean: on a shared
    // machine the ceiling drifts, and this keeps the ratio to the same moment.
    const before = await run(`bare node:http, ${name}'s body`, `${bareUrl}${index}`, barePid)
    const measured = await run(name, url, apiPid)
    const after = await run(`bare node:http, ${name}'s body`, `${bareUrl}${index}`, barePid)
    rows.push({ api: measured, twin: meanOf(before, after), bytes: measured.bytes })
  }

  if (indexing) {
    console.log(
      `\nIndexer benchmark: a dense chain on anvil (TransferBurst, 200 ERC-20 transfers a block), indexed from genesis by startIndexer (confirmations 0) into each database alone, then the whale's segment into the ${database} database the API serves. Load average before the run: ${load}.\n`,
    )
    console.log(formatIndexerTable(indexing.rows))
  }
  console.log(
    `\nAPI benchmark (npm run bench:api${values.pin ? ' -- --pin' : ''}): autocannon, ${connections} connections, ${seconds} s per row after a 1 s warm-up (each same-body bare figure is the mean of a run before and one after its route), loopback; API on ${api.database}; Node ${process.versions.node}, ${cpus().length} CPUs (${cpus()[0]?.model.trim()}).\n`,
  )
  console.log(formatTable(small, rows))
  const listing = rows.find((row) => row.api.name.startsWith('GET /getWallets (page'))
  if (listing) {
    const sameBody = listing.api.requestsPerSecond / listing.twin.requestsPerSecond
    const smallBody = listing.api.requestsPerSecond / small.requestsPerSecond
    const apiCpu = listing.api.cpuMicrosPerRequest
    const twinCpu = listing.twin.cpuMicrosPerRequest
    const cpuShare =
      apiCpu && twinCpu
        ? ` By server CPU time per request (what other work on the machine hardly moves): ${Math.round(apiCpu)} µs against ${Math.round(twinCpu)} µs, ${((twinCpu / apiCpu) * 100).toFixed(1)}% (${twinCpu / apiCpu >= 0.5 ? 'met' : 'MISSED'}).`
        : ''
    console.log(
      `\nGoal for a cached listing page: ≥ 50% of the bare server's requests/s — ${(sameBody * 100).toFixed(1)}% of the bare server writing the same body (${sameBody >= 0.5 ? 'met' : 'MISSED'}), ${(smallBody * 100).toFixed(1)}% of the small-body one; p99 < 10 ms — ${listing.api.p99} ms (${listing.api.p99 < 10 ? 'met' : 'MISSED'}).${cpuShare}`,
    )
  }
  const whale = rows.find((row) => row.api.name.startsWith(WHALE_BALANCE_ROW))
  if (whale) {
    console.log(
      `Goal for the balance of an address with ${whaleTransfers.toLocaleString('en-US')} transfers: p99 ≤ 50 ms — ${whale.api.p99} ms (${whale.api.p99 <= 50 ? 'met' : 'MISSED'}).`,
    )
  }
  for (const row of indexing?.rows.filter((row) => row.part.includes('among')) ?? []) {
    const { transfersPerSecond, bytesPerTransfer } = row.figures
    console.log(
      `Goal for the indexer on ${row.database}: ≥ 5,000 transfers/s${row.database === 'postgres' ? '' : ' (set for PostgreSQL)'} — ${Math.round(transfersPerSecond).toLocaleString('en-US')} (${transfersPerSecond >= 5000 ? 'met' : 'MISSED'}); ≤ 400 bytes per transfer — ${Math.round(bytesPerTransfer)} (${bytesPerTransfer <= 400 ? 'met' : 'MISSED'}).`,
    )
  }
  console.log(`Load average after the run: ${await loadOf()}.`)
} finally {
  await Promise.all([stopTarget(bare), stopTarget(api)])
  await indexing?.stop()
  await rm(scratch, { recursive: true, force: true })
}
