import { type Check, check } from './check'

/** One step of a sequence: its name, and what it does (its detail, or a throw). */
export type Step = [name: string, run: () => Promise<string> | string]

/**
 * Runs `steps` in order as checks named `${prefix}: ${name}`, stopping after the first that fails (each
 * builds on the one before). Returns the checks that ran and whether they all passed.
 *
 * @example
 * const { checks, ok } = await checkInOrder('@latch/services', [['installs', () => install()], ['migrates', () => migrate()]])
 */
export async function checkInOrder(prefix: string, steps: Step[]): Promise<{ checks: Check[]; ok: boolean }> {
  const checks: Check[] = []
  for (const [name, run] of steps) {
    const result = await check(`${prefix}: ${name}`, run)
    checks.push(result)
    if (!result.ok) return { checks, ok: false }
  }
  return { checks, ok: true }
}
