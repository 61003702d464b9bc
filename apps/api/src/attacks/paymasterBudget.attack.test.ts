// Spending past the day's budget: a signed-in person asks for approval after approval (one by one, in a
// batch, with stub calls in between), then a second person fills what is left of the project's budget.
// Every approval reserves the operation's maximum cost (its gas limits × maxFeePerGas) at signing. Raw HTTP
// with real sessions; the services' clock is moved from one day to the next.
import { and, eq } from 'drizzle-orm'
import { parseGwei } from 'viem'
import { formatUserOperationRequest, type UserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { paymasterSpend } from '../db/schema'
import { PAYMASTER_RPC_ERROR_CODES } from '../paymaster/paymasterRpcErrors'
import { PAYMASTER_VERIFICATION_GAS_LIMIT } from '../paymaster/sponsorshipPolicy'
import {
  expectPaymasterRefusal,
  paymasterDataRequest,
  paymasterStubRequest,
  usePaymasterWorld,
  WORLD_CHAIN_ID,
} from '../testing/usePaymasterWorld'

/** Each operation here: fixed gas limits at 1 gwei per gas, so each reserves exactly `COST` wei. */
const GAS = { callGasLimit: 100_000n, verificationGasLimit: 500_000n, preVerificationGas: 60_000n }
const FEE = parseGwei('1')
const COST =
  (GAS.callGasLimit + GAS.verificationGasLimit + GAS.preVerificationGas + PAYMASTER_VERIFICATION_GAS_LIMIT) *
  FEE
const USER_BUDGET = COST * 3n
const PROJECT_BUDGET = COST * 5n

const DAY_MS = 86_400_000
let now = Date.UTC(2030, 0, 1, 12)
const world = usePaymasterWorld({
  now: () => now,
  paymaster: { userDailyBudgetWei: USER_BUDGET.toString(), projectDailyBudgetWei: PROJECT_BUDGET.toString() },
})
const { BUDGET_EXCEEDED } = PAYMASTER_RPC_ERROR_CODES
const newPerson = () => world.signUp(privateKeyToAccount(generatePrivateKey()))

/** Operations of `person` with successive nonces (key 0), none sent: what one could ask approval for. */
async function operationsOf(person: Awaited<ReturnType<typeof newPerson>>, count: number) {
  const first = await world.operationOf(person.account!, {
    ...GAS,
    maxFeePerGas: FEE,
    maxPriorityFeePerGas: FEE,
  })
  return Array.from(
    { length: count },
    (_, index): UserOperation<'0.8'> => ({ ...first, nonce: BigInt(index) }),
  )
}

const dataFor = (operation: UserOperation<'0.8'>, id: number | string = 1) =>
  paymasterDataRequest(formatUserOperationRequest(operation), world.entryPoint, id)

/** What the database holds as reserved for one subject on the clock's day. */
async function reserved(scope: 'user' | 'project', subject: string): Promise<bigint> {
  const day = new Date(now).toISOString().slice(0, 10)
  const [row] = await world.api.db
    .select({ reservedWei: paymasterSpend.reservedWei })
    .from(paymasterSpend)
    .where(
      and(
        eq(paymasterSpend.chainId, WORLD_CHAIN_ID),
        eq(paymasterSpend.scope, scope),
        eq(paymasterSpend.subject, subject),
        eq(paymasterSpend.day, day),
      ),
    )
  return BigInt(row?.reservedWei ?? 0)
}

describe("attack: spending past a person's daily budget", () => {
  it('three approvals fit the budget, the fourth is refused (-32003 USER_DAILY_BUDGET_EXCEEDED); stub calls reserve nothing; the next day it is signed again', async () => {
    now += DAY_MS
    const person = await newPerson()
    const operations = await operationsOf(person, 5)
    for (let i = 0; i < 20; i++) {
      const stub = paymasterStubRequest(formatUserOperationRequest(operations[0]!), world.entryPoint)
      expect((await world.askPaymaster(stub, { token: person.token })).body.result.isFinal).toBe(false)
    }
    for (const operation of operations.slice(0, 3)) {
      expect(
        (await world.askPaymaster(dataFor(operation), { token: person.token })).body.result,
      ).toBeDefined()
    }
    expectPaymasterRefusal(await world.askPaymaster(dataFor(operations[3]!), { token: person.token }), {
      code: BUDGET_EXCEEDED,
      dataCode: 'USER_DAILY_BUDGET_EXCEEDED',
      message:
        /^Budget exceeded: the daily sponsorship budget of this account on chain 31337 is spent; it renews at 00:00 UTC\.$/,
    })
    expect(await reserved('user', person.userId)).toBe(USER_BUDGET)

    now += DAY_MS
    expect(
      (await world.askPaymaster(dataFor(operations[3]!), { token: person.token })).body.result,
    ).toBeDefined()
  })

  it('a batch of 10 approvals signs 3 and refuses 7, each answer with its own id', async () => {
    now += DAY_MS
    const person = await newPerson()
    const batch = (await operationsOf(person, 10)).map((operation, index) => dataFor(operation, index))
    const answer = await world.askPaymaster(batch, { token: person.token })
    const signed = answer.body.filter((one: { result?: unknown }) => one.result)
    const refused = answer.body.filter(
      (one: { error?: { data?: { code: string } } }) =>
        one.error?.data?.code === 'USER_DAILY_BUDGET_EXCEEDED',
    )
    expect({ signed: signed.length, refused: refused.length }).toEqual({ signed: 3, refused: 7 })
    expect(await reserved('user', person.userId)).toBe(USER_BUDGET)
  })

  it("once the project's budget is spent, a person with budget left is refused (PROJECT_DAILY_BUDGET_EXCEEDED), and their own counter is left as it was", async () => {
    now += DAY_MS
    const [first, second] = [await newPerson(), await newPerson()]
    for (const operation of await operationsOf(first, 3)) {
      expect((await world.askPaymaster(dataFor(operation), { token: first.token })).body.result).toBeDefined()
    }
    const operations = await operationsOf(second, 3)
    for (const operation of operations.slice(0, 2)) {
      expect(
        (await world.askPaymaster(dataFor(operation), { token: second.token })).body.result,
      ).toBeDefined()
    }
    expectPaymasterRefusal(await world.askPaymaster(dataFor(operations[2]!), { token: second.token }), {
      code: BUDGET_EXCEEDED,
      dataCode: 'PROJECT_DAILY_BUDGET_EXCEEDED',
      message:
        /^Budget exceeded: the daily sponsorship budget of this project on chain 31337 is spent; it renews at 00:00 UTC\.$/,
    })
    expect(await reserved('project', world.api.project.id)).toBe(PROJECT_BUDGET)
    expect(await reserved('user', second.userId)).toBe(COST * 2n)
  })

  it('an operation whose maximum cost alone is above the budget is refused before anything is reserved', async () => {
    now += DAY_MS
    const person = await newPerson()
    const [operation] = await operationsOf(person, 1)
    // within every gas cap (the defaults), its 3,600,000 gas at 1 gwei is above the budget of 2,280,000 gwei
    const huge = {
      ...operation!,
      callGasLimit: 2_000_000n,
      verificationGasLimit: 1_000_000n,
      preVerificationGas: 500_000n,
    }
    expectPaymasterRefusal(await world.askPaymaster(dataFor(huge), { token: person.token }), {
      code: BUDGET_EXCEEDED,
      dataCode: 'USER_DAILY_BUDGET_EXCEEDED',
    })
    expect(await reserved('user', person.userId)).toBe(0n)
    expect(await reserved('project', world.api.project.id)).toBe(0n)
  })
})
