import pg from 'pg'
import { type LoadMixedReturnType, loadMixed } from './loadMixed'
import { LOAD_PROJECT_ID, type TwoInstances } from './startTwoInstances'

export interface FaultsReturnType {
  load: LoadMixedReturnType
  /** Writes answered 2xx, by table, and how many of them are in the database afterwards. */
  acknowledged: { analytics: number; names: number }
  found: { analytics: number; names: number }
  /** Connection errors the killed instance's clients saw. */
  victimConnectionErrors: number
  /** 2xx answers with a wrong body, and 4xx answers to right requests, over both instances. */
  wrongAnswers: number
  /** 5xx answers (while PostgreSQL was down). */
  serverErrors: number
  /** Right answers of the survivor after the kill. */
  survivorRightAfterKill: number
  /** From PostgreSQL accepting connections again to the survivor's first right answer to a write. */
  recoveryMs: number
  /** Whether the survivor process still runs at the end. */
  survivorAlive: boolean
}

/** How long PostgreSQL stays down during its restart. */
const POSTGRES_DOWN_MS = 1_000
const RECOVERY_LIMIT_MS = 30_000

async function countRows(url: string, table: 'analytics_events' | 'names', keys: string[]): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const sql =
      table === 'names'
        ? 'select count(*)::int as n from names where name = any($1)'
        : 'select count(*)::int as n from analytics_events where project_id = $2 and event_id = any($1)'
    const { rows } = await client.query<{ n: number }>(
      sql,
      table === 'names' ? [keys] : [keys, LOAD_PROJECT_ID],
    )
    return rows[0]?.n ?? 0
  } finally {
    await client.end()
  }
}

/** Polls the instance with an analytics post until it answers 202 (the database is back for writes). */
async function waitForWrites(url: string): Promise<number> {
  const started = Date.now()
  let last = ''
  for (let attempt = 0; Date.now() - started < RECOVERY_LIMIT_MS; attempt += 1) {
    const response = await fetch(`${url}/e?projectId=${LOAD_PROJECT_ID}`, {
      method: 'POST',
      // A new client each time, so the probe never meets the rate limit itself.
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.253.${attempt >> 8}.${attempt & 255}`,
      },
      body: JSON.stringify({
        eventId: `recovery-${started}-${attempt}`,
        url: 'http://127.0.0.1:5173/',
        domain: '127.0.0.1',
        timestamp: Date.now(),
        props: {},
      }),
    }).catch(() => undefined)
    if (response?.status === 202) return Date.now() - started
    last = response ? `${response.status} ${(await response.text()).slice(0, 200)}` : 'no answer'
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(
    `the survivor did not take writes within ${RECOVERY_LIMIT_MS / 1000} s of PostgreSQL's restart (last answer: ${last})`,
  )
}

/**
 * The fault figure: the mixed load on both instances; at a third of it instance A gets SIGKILL, at two
 * thirds PostgreSQL restarts (down for a second). Then every write acknowledged with a 2xx is looked
 * up in the database, and the survivor's answers counted. A's clients stop after a few connection
 * errors. Leaves A dead: run it last on a world.
 *
 * @example
 * const figure = await faults(world, { seconds: 60, writeRate: 20 })
 * figure.found.names === figure.acknowledged.names
 */
export async function faults(
  world: TwoInstances,
  params: { seconds: number; writeRate: number },
): Promise<FaultsReturnType> {
  const [victim, survivor] = world.instances
  const killAt = params.seconds / 3
  let recoveryMs = -1
  const load = await loadMixed(world, {
    ...params,
    victim: 0,
    events: () => [
      { at: killAt, label: 'SIGKILL instance A', run: () => victim.stop('SIGKILL') },
      {
        at: (params.seconds * 2) / 3,
        label: 'restart PostgreSQL',
        run: async () => {
          await world.postgres.restart({ downMs: POSTGRES_DOWN_MS })
          recoveryMs = await waitForWrites(survivor.url)
        },
      },
    ],
  })
  const acknowledged = {
    analytics: load.acknowledged.analytics_events.length,
    names: load.acknowledged.names.length,
  }
  const found = {
    analytics: await countRows(world.postgres.url, 'analytics_events', load.acknowledged.analytics_events),
    names: await countRows(world.postgres.url, 'names', load.acknowledged.names),
  }
  const survivorTimeline = load.rightPerSecond[1] ?? []
  return {
    load,
    acknowledged,
    found,
    victimConnectionErrors: load.connectionErrors[0] ?? 0,
    wrongAnswers: load.kinds.reduce((sum, kind) => sum + kind.wrong, 0),
    serverErrors: load.kinds.reduce((sum, kind) => sum + kind.serverErrors, 0),
    survivorRightAfterKill: survivorTimeline.slice(Math.ceil(killAt)).reduce((sum, count) => sum + count, 0),
    recoveryMs,
    survivorAlive: survivor.child.exitCode === null && survivor.child.signalCode === null,
  }
}
