// `npm run reliability [-- --short] [--fuzz-runs N] [--seconds N] [--fuzz-database pglite,postgres]`: the
// services' reliability figures from a run on this machine — hostile input (fast-check fuzzing of every
// route of /openapi.json), load (mixed autocannon traffic on two instances over one PostgreSQL), faults
// (SIGKILL of one instance and a PostgreSQL restart under that load) and an indexer RPC outage. Prints
// one table of the four and each one's detail, and writes results/latest.md (and latest.json, not
// committed). Everything runs on 127.0.0.1. Exits 1 when a figure misses its goal.
import { mkdir, writeFile } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { startAnvil } from '@latch/devnet'
import { startPostgres } from '../src/testing/startPostgres'
import { createFuzzApp } from './createFuzzApp'
import { faults } from './faults'
import { formatReport, type ReliabilityResults } from './formatReport'
import { fuzzRoutes } from './fuzzRoutes'
import { indexerOutage } from './indexerOutage'
import { loadMixed } from './loadMixed'
import { startTwoInstances } from './startTwoInstances'

const { values } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    'fuzz-runs': { type: 'string' },
    seconds: { type: 'string' },
    'fuzz-database': { type: 'string', default: 'pglite,postgres' },
    seed: { type: 'string' },
  },
})
const bounded = (text: string | undefined, fallback: number, max: number) =>
  Math.min(max, Math.max(1, Math.floor(Number(text ?? fallback)) || fallback))
const short = values.short
const fuzzRuns = bounded(values['fuzz-runs'], short ? 300 : 10_000, 100_000)
const seconds = bounded(values.seconds, short ? 5 : 60, 600)
const fuzzDatabases = (['pglite', 'postgres'] as const).filter((name) =>
  values['fuzz-database'].split(',').includes(name),
)
const say = (line: string) => process.stderr.write(`${line}\n`)

const machine = `Node ${process.versions.node}, ${cpus().length} CPUs (${cpus()[0]?.model.trim()}), load average ${loadavg()
  .map((value) => value.toFixed(1))
  .join(' ')} at the start, ${new Date().toISOString().slice(0, 16)}Z`

/** The hostile-input figure on one database: the app in this process, a real anvil behind it. */
async function fuzzOn(database: 'pglite' | 'postgres'): Promise<ReliabilityResults['fuzz'][number]> {
  say(`hostile input: ${fuzzRuns} requests per route on ${database}…`)
  const anvil = await startAnvil({ chainId: 31337 })
  const postgres = database === 'postgres' ? await startPostgres() : undefined
  try {
    const target = await createFuzzApp({
      chains: [{ id: 31337, name: 'anvil', rpcUrl: anvil.url, confirmations: 0 }],
      ...(postgres ? { url: postgres.url } : {}),
    })
    try {
      const result = await fuzzRoutes({
        ...target,
        fetch: target.app.fetch,
        runsPerRoute: fuzzRuns,
        ...(values.seed ? { seed: Number(values.seed) } : {}),
        onRoute: (route) =>
          say(
            `  ${route.route}: ${route.requests} requests, ${route.serverErrors} 5xx, ${route.loggedErrors} logged, ${route.malformedErrors} malformed (${route.ms} ms)`,
          ),
      })
      return {
        ...result,
        runsPerRoute: fuzzRuns,
        database: database === 'postgres' ? 'PostgreSQL' : 'PGlite',
      }
    } finally {
      await target.close()
    }
  } finally {
    await Promise.all([anvil.stop(), postgres?.stop()])
  }
}

const fuzz: ReliabilityResults['fuzz'] = []
for (const database of fuzzDatabases) fuzz.push(await fuzzOn(database))

say(`load: two instances on one PostgreSQL, ${seconds} s of mixed traffic…`)
// Normal traffic rotates over 2,000 clients; the one over-limit client sends 2 × writeRate a second.
const world = await startTwoInstances({ rateLimitMax: short ? 20 : 1000 })
let load: Awaited<ReturnType<typeof loadMixed>>
let faulted: Awaited<ReturnType<typeof faults>>
try {
  load = await loadMixed(world, { seconds, writeRate: 20 })
  say(`faults: ${seconds} s of the same traffic with a SIGKILL and a PostgreSQL restart…`)
  faulted = await faults(world, { seconds, writeRate: 20 })
} finally {
  await world.stop()
}

say('indexer outage…')
const indexer = await indexerOutage(
  short ? { transfersPerPhase: 3, outageMs: 1_500 } : { transfersPerPhase: 10, outageMs: 5_000 },
)

const command = `npm run reliability${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`
const results: ReliabilityResults = {
  command,
  machine,
  fuzz,
  load,
  faults: faulted,
  indexer,
}
const report = formatReport(results)
console.log(report)
const directory = join(import.meta.dirname, 'results')
await mkdir(directory, { recursive: true })
await writeFile(join(directory, 'latest.md'), `${report}\n`)
await writeFile(join(directory, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`)
say(`written to ${join(directory, 'latest.md')}`)
if (report.includes('**MISSED**')) process.exitCode = 1
