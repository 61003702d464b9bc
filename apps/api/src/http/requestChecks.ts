import type { Context, MiddlewareHandler } from 'hono'
import type { ApiEnv } from './types'

/**
 * One check every request passes before its route: a Response answers the request there (a refusal, a
 * preflight's answer); undefined passes it on to the next check. Synchronous wherever it can be (a cached
 * project, a rate limit far from its ceiling), so that a cached answer costs no promise per check.
 */
export type RequestCheck = (c: Context<ApiEnv>) => Response | undefined | Promise<Response | undefined>

/**
 * Runs the checks in order as one middleware: the first Response answers, and after the last check the
 * route runs. One middleware rather than one per check: each Hono layer costs an async call, a promise and
 * a step of its dispatcher, which together were about a tenth of the cached listing page's cost.
 *
 * @example
 * app.use('*', runChecks([routeExistsCheck(), corsCheck()]))
 */
export function runChecks(checks: readonly RequestCheck[]): MiddlewareHandler<ApiEnv> {
  const runFrom = (
    c: Context<ApiEnv>,
    next: () => Promise<void>,
    start: number,
  ): Response | Promise<unknown> => {
    for (let index = start; index < checks.length; index++) {
      const answer = checks[index]!(c)
      if (answer instanceof Promise) return answer.then((settled) => settled ?? runFrom(c, next, index + 1))
      if (answer) return answer
    }
    return next()
  }
  return (c, next) => {
    const answer = runFrom(c, next, 0)
    // What the route answered (through next) is on c.res already; a check's answer becomes it here.
    return (answer instanceof Promise ? answer : Promise.resolve(answer)) as Promise<Response | undefined>
  }
}
