// Racing past the budgets: many approvals asked at the same moment through two instances of the services
// (two apps, each with its own connection pool, on one real PostgreSQL server, as N stateless instances
// behind a load balancer), hoping each instance checks the budget before the other has counted. PGlite runs
// one query at a time, so this file starts its own PostgreSQL whichever project runs it.
import { randomBytes } from 'node:crypto'
import { devnetPaymasterSettings, toDevnetSmartAccount } from '@latch/devnet'
import { and, eq } from 'drizzle-orm'
import { parseGwei } from 'viem'
import { formatUserOperationRequest } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuthSession } from '../auth/createAuthSession'
import { findOrCreateUser } from '../auth/findOrCreateUser'
import { createApp } from '../createApp'
import { openDatabase } from '../db/openDatabase'
import { paymasterSpend } from '../db/schema'
import type { DatabaseHandle } from '../db/types'
import type { ApiApp } from '../http/types'
import { configurePaymasters } from '../paymaster/configurePaymasters'
import { PAYMASTER_VERIFICATION_GAS_LIMIT } from '../paymaster/sponsorshipPolicy'
import { createProject } from '../projects/createProject'
import { TEST_FRAME_ORIGIN } from '../testing/signInByEmail'
import { type PaymasterChain, startPaymasterChain } from '../testing/startPaymasterChain'
import { type StartPostgresReturnType, startPostgres } from '../testing/startPostgres'
import { paymasterDataRequest } from '../testing/usePaymasterWorld'

const CHAIN_ID = 31337
const GAS = { callGasLimit: 100_000n, verificationGasLimit: 500_000n, preVerificationGas: 60_000n }
const FEE = parseGwei('1')
const COST =
  (GAS.callGasLimit + GAS.verificationGasLimit + GAS.preVerificationGas + PAYMASTER_VERIFICATION_GAS_LIMIT) *
  FEE
const USER_BUDGET = COST * 2n
const PROJECT_BUDGET = COST * 7n
const DAY_MS = 86_400_000
let now = Date.UTC(2030, 5, 1, 12)

let postgres: StartPostgresReturnType
let chain: PaymasterChain
let databases: DatabaseHandle[] = []
let apps: [ApiApp, ApiApp]
let projectId: string

beforeAll(async () => {
  ;[postgres, chain] = await Promise.all([startPostgres(), startPaymasterChain(CHAIN_ID)])
  databases = [await openDatabase({ url: postgres.url }), await openDatabase({ url: postgres.url })]
  projectId = (await createProject(databases[0]!.db, { name: 'race', origins: [] })).id
  const [settings] = devnetPaymasterSettings([{ id: CHAIN_ID, ...chain.contracts }])
  const deps = {
    chains: [{ id: CHAIN_ID, name: 'Latch Devnet', rpcUrl: chain.rpcUrl }],
    rateLimit: false as const,
    now: () => now,
    frameOrigins: [TEST_FRAME_ORIGIN],
    recoverySecret: randomBytes(32),
    paymasters: configurePaymasters([
      {
        ...settings!,
        userDailyBudgetWei: USER_BUDGET.toString(),
        projectDailyBudgetWei: PROJECT_BUDGET.toString(),
      },
    ]),
  }
  apps = [createApp({ ...deps, db: databases[0]!.db }), createApp({ ...deps, db: databases[1]!.db })]
}, 60_000)
afterAll(async () => {
  await Promise.all(databases.map((database) => database.close()))
  await Promise.all([postgres?.stop(), chain?.stop()])
})

let people = 0
/** A signed-in person (the email login's own session) with their wallet stored through the route. */
async function newPerson() {
  const owner = privateKeyToAccount(generatePrivateKey())
  const db = databases[0]!.db
  const user = await findOrCreateUser(db, { email: `race${++people}@example.com`, now })
  const { token } = await createAuthSession(db, {
    userId: user.id,
    deviceId: `race-${people}`,
    projectId,
    now,
  })
  const stored = await apps[0].request(`/v1/auth/wallet?projectId=${projectId}`, {
    method: 'PUT',
    headers: {
      origin: TEST_FRAME_ORIGIN,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ address: owner.address, authShare: 'YXV0aA==', recoveryShare: 'cmVjb3Zlcnk=' }),
  })
  expect(stored.status).toBe(201)
  const account = await toDevnetSmartAccount(chain.client, owner)
  const { factory, factoryData } = await account.getFactoryArgs()
  const callData = await account.encodeCalls([{ to: account.address, value: 0n }])
  /** Its operation with this nonce, as the route takes it. */
  const operation = (nonce: bigint) =>
    formatUserOperationRequest({
      sender: account.address,
      nonce,
      factory,
      factoryData,
      callData,
      ...GAS,
      maxFeePerGas: FEE,
      maxPriorityFeePerGas: FEE,
      signature: '0x',
    })
  return { userId: user.id, token, operation }
}

/** Asks through instance `index % 2`: the data code of the refusal, or 'signed'. */
async function ask(index: number, person: Awaited<ReturnType<typeof newPerson>>, nonce: bigint) {
  const response = await apps[index % 2]!.request(`/v1/paymaster/${CHAIN_ID}?projectId=${projectId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(paymasterDataRequest(person.operation(nonce), chain.contracts.entryPointAddress)),
  })
  const answer = (await response.json()) as { result?: unknown; error?: { data?: { code: string } } }
  return answer.result ? 'signed' : (answer.error?.data?.code ?? 'unknown')
}

async function reserved(scope: 'user' | 'project', subject: string): Promise<bigint> {
  const [row] = await databases[1]!.db
    .select({ reservedWei: paymasterSpend.reservedWei })
    .from(paymasterSpend)
    .where(
      and(
        eq(paymasterSpend.chainId, CHAIN_ID),
        eq(paymasterSpend.scope, scope),
        eq(paymasterSpend.subject, subject),
        eq(paymasterSpend.day, new Date(now).toISOString().slice(0, 10)),
      ),
    )
  return BigInt(row?.reservedWei ?? 0)
}

const tally = (outcomes: string[]) =>
  outcomes.reduce<Record<string, number>>((counts, outcome) => {
    counts[outcome] = (counts[outcome] ?? 0) + 1
    return counts
  }, {})

describe('attack: two instances racing past the budgets (PostgreSQL)', () => {
  it('one person asking 12 approvals at once through both instances gets exactly their budget (2), the rest USER_DAILY_BUDGET_EXCEEDED', async () => {
    now += DAY_MS
    const person = await newPerson()
    const outcomes = await Promise.all(Array.from({ length: 12 }, (_, i) => ask(i, person, BigInt(i))))
    expect(tally(outcomes)).toEqual({ signed: 2, USER_DAILY_BUDGET_EXCEEDED: 10 })
    expect(await reserved('user', person.userId)).toBe(USER_BUDGET)
  })

  it("20 people asking at once through both instances get exactly the project's budget (7), the rest PROJECT_DAILY_BUDGET_EXCEEDED, no person charged for a refusal", async () => {
    now += DAY_MS
    const crowd = await Promise.all(Array.from({ length: 20 }, () => newPerson()))
    const outcomes = await Promise.all(crowd.map((person, i) => ask(i, person, 0n)))
    expect(tally(outcomes)).toEqual({ signed: 7, PROJECT_DAILY_BUDGET_EXCEEDED: 13 })
    expect(await reserved('project', projectId)).toBe(PROJECT_BUDGET)
    const charged = await Promise.all(crowd.map((person) => reserved('user', person.userId)))
    expect(charged.filter((wei) => wei === COST)).toHaveLength(7)
    expect(charged.filter((wei) => wei === 0n)).toHaveLength(13)
  })
})
