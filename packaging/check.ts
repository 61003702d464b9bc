/** One packaging check, counted by `npm test` like a test (scripts/test.mjs reads the report). */
export interface Check {
  name: string
  ok: boolean
  detail: string
}

/** Runs `run` as the check `name`: its detail when it returns, the error's message when it throws. */
export async function check(name: string, run: () => Promise<string> | string): Promise<Check> {
  try {
    return { name, ok: true, detail: await run() }
  } catch (error) {
    return { name, ok: false, detail: error instanceof Error ? error.message : String(error) }
  }
}
