import { and, eq, lt, sql } from 'drizzle-orm'
import { paymasterSpend } from '../db/schema'
import type { Database } from '../db/types'

export interface ReserveSponsorshipParameters {
  chainId: number
  userId: string
  projectId: string
  /** The operation's maximum cost in wei (`maxOperationCost`). */
  costWei: bigint
  userDailyBudgetWei: bigint
  projectDailyBudgetWei: bigint
  /** Milliseconds since the epoch: the UTC day counted. */
  now: number
}

/** Which budget a reservation did not fit, or `null` when it was reserved in both. */
export type ReserveSponsorshipReturnType =
  | 'USER_DAILY_BUDGET_EXCEEDED'
  | 'PROJECT_DAILY_BUDGET_EXCEEDED'
  | null

/** Days of counters kept, for the operator's look back; older ones are pruned now and then. */
const KEPT_DAYS = 35
const PRUNE_SHARE = 0.01
const DAY_MS = 86_400_000

class BudgetExceeded extends Error {
  constructor(readonly reason: NonNullable<ReserveSponsorshipReturnType>) {
    super(reason)
  }
}

/**
 * Reserves `costWei` of the person's and of the project's budgets for the day, both or neither: in one
 * transaction, each counter is raised by `insert … on conflict do update … where reserved + cost <= budget`,
 * which PostgreSQL evaluates on the row locked by the update, so instances racing on one database never
 * take more than the budget between them; a counter that would pass its budget rolls the transaction back.
 * The person's counter is always locked before the project's, so two reservations never wait on each other.
 *
 * @example
 * const exceeded = await reserveSponsorship(db, { chainId, userId, projectId, costWei, userDailyBudgetWei, projectDailyBudgetWei, now })
 */
export async function reserveSponsorship(
  db: Database,
  params: ReserveSponsorshipParameters,
): Promise<ReserveSponsorshipReturnType> {
  const counters = [
    { scope: 'user', subject: params.userId, budget: params.userDailyBudgetWei },
    { scope: 'project', subject: params.projectId, budget: params.projectDailyBudgetWei },
  ] as const
  const reasonOf = (scope: 'user' | 'project') =>
    scope === 'user' ? 'USER_DAILY_BUDGET_EXCEEDED' : 'PROJECT_DAILY_BUDGET_EXCEEDED'
  // A first row is inserted as is: what alone passes a budget never gets that far.
  for (const { scope, budget } of counters) if (params.costWei > budget) return reasonOf(scope)

  const day = new Date(params.now).toISOString().slice(0, 10)
  const cost = params.costWei.toString()
  try {
    await db.transaction(async (tx) => {
      for (const { scope, subject, budget } of counters) {
        const raised = await tx
          .insert(paymasterSpend)
          .values({ chainId: params.chainId, scope, subject, day, reservedWei: cost })
          .onConflictDoUpdate({
            target: [
              paymasterSpend.chainId,
              paymasterSpend.scope,
              paymasterSpend.subject,
              paymasterSpend.day,
            ],
            set: { reservedWei: sql`${paymasterSpend.reservedWei} + ${cost}::numeric` },
            setWhere: sql`${paymasterSpend.reservedWei} + ${cost}::numeric <= ${budget.toString()}::numeric`,
          })
          .returning({ reservedWei: paymasterSpend.reservedWei })
        if (raised.length === 0) throw new BudgetExceeded(reasonOf(scope))
      }
    })
  } catch (error) {
    if (error instanceof BudgetExceeded) return error.reason
    throw error
  }
  if (Math.random() < PRUNE_SHARE) {
    const oldest = new Date(params.now - KEPT_DAYS * DAY_MS).toISOString().slice(0, 10)
    await db
      .delete(paymasterSpend)
      .where(and(eq(paymasterSpend.chainId, params.chainId), lt(paymasterSpend.day, oldest)))
  }
  return null
}
