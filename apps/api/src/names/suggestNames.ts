import { inArray } from 'drizzle-orm'
import { names } from '../db/schema'
import type { Database } from '../db/types'
import { MAX_LABEL_LENGTH } from './nameRules'

/** How many free alternatives a suggestion list offers besides the name asked for. */
export const SUGGESTION_COUNT = 5

/**
 * The name asked for (saying whether it is registered), then free alternatives made from its label:
 * numbered (`alice1`, `alice2`…) and with common words (`alice-wallet`…).
 *
 * @example
 * await suggestNames(db, { label: 'alice', suffix: '.latch.local' })
 * // [{ name: 'alice.latch.local', registered: true }, { name: 'alice1.latch.local', registered: false }, …]
 */
export async function suggestNames(
  db: Database,
  params: { label: string; suffix: string },
): Promise<{ name: string; registered: boolean }[]> {
  const { label, suffix } = params
  const labels = [
    label,
    ...Array.from({ length: 9 }, (_, index) => `${label}${index + 1}`),
    ...['wallet', 'eth', 'dev', 'onchain'].map((word) => `${label}-${word}`),
  ].filter((candidate) => candidate.length <= MAX_LABEL_LENGTH)
  const full = labels.map((candidate) => `${candidate}${suffix}`)
  const taken = new Set(
    (await db.select({ name: names.name }).from(names).where(inArray(names.name, full))).map(
      (row) => row.name,
    ),
  )
  const [asked, ...others] = full
  return [
    { name: asked!, registered: taken.has(asked!) },
    ...others
      .filter((name) => !taken.has(name))
      .slice(0, SUGGESTION_COUNT)
      .map((name) => ({ name, registered: false })),
  ]
}
