/**
 * Whether an error (or one of its causes: Drizzle wraps the driver's) is PostgreSQL's unique violation
 * (SQLSTATE 23505): another writer took the value first.
 *
 * @example
 * try { await db.update(authUsers).set({ email }) } catch (error) { if (isUniqueViolation(error)) throw taken() }
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true
    current = current.cause
  }
  return false
}
