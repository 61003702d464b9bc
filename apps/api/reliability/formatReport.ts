import type { FaultsReturnType } from './faults'
import type { FuzzRoutesReturnType } from './fuzzRoutes'
import type { IndexerOutageReturnType } from './indexerOutage'
import type { LoadMixedReturnType } from './loadMixed'

/** Every figure of one reliability run. */
export interface ReliabilityResults {
  command: string
  machine: string
  /** The hostile-input figure on each database. */
  fuzz: (FuzzRoutesReturnType & { runsPerRoute: number; database: string })[]
  load: LoadMixedReturnType
  faults: FaultsReturnType
  indexer: IndexerOutageReturnType
}

const n = (value: number) => Math.round(value).toLocaleString('en-US')
const ms = (value: number) => (value >= 100 ? n(value) : value.toFixed(1))
const met = (ok: boolean) => (ok ? 'met' : '**MISSED**')

type FuzzFigure = ReliabilityResults['fuzz'][number]
const total = (figure: FuzzFigure, pick: (route: FuzzFigure['routes'][number]) => number) =>
  figure.routes.reduce((sum, route) => sum + pick(route), 0)

function fuzzRow(figure: FuzzFigure): string {
  const bad = total(figure, (route) => route.serverErrors + route.malformedErrors + route.loggedErrors)
  const least = Math.min(...figure.routes.map((route) => route.requests))
  return `| Hostile input, ${figure.database} | ${n(total(figure, (route) => route.requests))} generated requests over ${figure.routes.length} routes of /openapi.json (at least ${n(least)} each, fast-check seed ${figure.seed}): ${total(figure, (route) => route.serverErrors)} answers in the 5xx range, ${total(figure, (route) => route.loggedErrors)} errors logged or thrown, ${total(figure, (route) => route.malformedErrors)} 4xx without \`{ code, message }\` | 0, 0, 0 | ${met(bad === 0)} |`
}

function fuzzTable(figure: FuzzFigure): string[] {
  return [
    `## Hostile input on ${figure.database}, per route`,
    '',
    '| route | requests | 5xx | logged | 4xx without code | answers by status | ms |',
    '|---|---:|---:|---:|---:|---|---:|',
    ...figure.routes.map(
      (route) =>
        `| ${route.route} | ${n(route.requests)} | ${route.serverErrors} | ${route.loggedErrors} | ${route.malformedErrors} | ${Object.entries(
          route.statuses,
        )
          .map(([status, count]) => `${status}: ${count}`)
          .join(', ')} | ${n(route.ms)} |`,
    ),
    ...figure.routes.flatMap((route) =>
      route.examples.map((example) => `\n- ${route.route}: \`${example.replaceAll('`', "'")}\``),
    ),
    '',
  ]
}

/**
 * The reliability report in Markdown: one table of the four figures (hostile input, load, faults,
 * indexer outage), then each figure's detail.
 *
 * @example
 * console.log(formatReport(results))
 */
export function formatReport(results: ReliabilityResults): string {
  const { fuzz, load, faults, indexer } = results
  const loadResponses = load.kinds.reduce((total, kind) => total + kind.responses, 0)
  const lost =
    faults.acknowledged.analytics - faults.found.analytics + (faults.acknowledged.names - faults.found.names)
  const faultsOk =
    lost === 0 &&
    faults.wrongAnswers === 0 &&
    faults.victimConnectionErrors > 0 &&
    faults.survivorRightAfterKill > 0 &&
    faults.survivorAlive &&
    faults.recoveryMs >= 0
  const events = faults.load.events
    .map((event) => `${event.label} at ${(event.atMs / 1000).toFixed(1)} s`)
    .join(', ')
  const lines = [
    `# Reliability report`,
    '',
    `\`${results.command}\` — ${results.machine}`,
    '',
    '| figure | result | goal | |',
    '|---|---|---|---|',
    ...fuzz.map(fuzzRow),
    `| Load | ${load.seconds.toFixed(0)} s of mixed traffic on 2 instances and one PostgreSQL: ${n(loadResponses)} answers (${n(loadResponses / load.seconds)}/s); ${load.errors} errors besides ${n(load.limited)} intended 429s | 0 errors | ${met(load.errors === 0)} |`,
    `| Faults | ${events}: ${n(faults.acknowledged.analytics)} analytics events and ${n(faults.acknowledged.names)} names acknowledged with a 2xx, ${n(faults.found.analytics)} and ${n(faults.found.names)} of them in the database (${lost} lost); the killed instance's clients saw ${n(faults.victimConnectionErrors)} connection errors and the two instances ${faults.wrongAnswers} wrong answers; the survivor answered ${n(faults.survivorRightAfterKill)} requests right after the kill, took writes again ${n(faults.recoveryMs)} ms after PostgreSQL was back (${n(faults.serverErrors)} answers 5xx meanwhile) and ${faults.survivorAlive ? 'kept running' : 'DIED'} | 0 lost, 0 wrong, survivor serving | ${met(faultsOk)} |`,
    `| Indexer outage | ${indexer.sent.before + indexer.sent.during + indexer.sent.after} transfers (${indexer.sent.before} before, ${indexer.sent.during} during a ${n(indexer.outageMs)} ms RPC outage, ${indexer.sent.after} after): ${indexer.recordedOnce} indexed once, ${indexer.missing} missing, ${indexer.duplicated} duplicated; caught up ${n(indexer.catchUpMs)} ms after the RPC came back (${indexer.failuresLogged} failures logged and retried) | 0 missing, 0 duplicated | ${met(indexer.missing === 0 && indexer.duplicated === 0)} |`,
    '',
    ...fuzz.flatMap(fuzzTable),
    ...[
      ['Load', load],
      ['Faults (the same traffic, with the events above)', faults.load],
    ].flatMap(([title, run]) => {
      const result = run as LoadMixedReturnType
      return [
        `## ${title as string}, per request kind`,
        '',
        '| request | answers | requests/s | p50 (ms) | p99 (ms) | right | intended 429 | wrong | 5xx | connection errors |',
        '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
        ...result.kinds.map(
          (kind) =>
            `| ${kind.name} | ${n(kind.responses)} | ${n(kind.requestsPerSecond)} | ${ms(kind.p50)} | ${ms(kind.p99)} | ${n(kind.right)} | ${n(kind.limited)} | ${kind.wrong} | ${kind.serverErrors} | ${kind.connectionErrors} |`,
        ),
        '',
      ]
    }),
  ]
  return lines.join('\n')
}
