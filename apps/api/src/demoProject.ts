import type { CreateProjectParameters } from './projects/createProject'

/** The project id of `npm run demo` and the end-to-end tests. */
export const DEMO_PROJECT_ID = 'latch-demo'

/**
 * The demo project, allowing the demo page's origins (both loopback spellings of each). It has
 * multiWallet on (spec §9 default off), so the demo page's own flag (`?multi-wallet=1`) decides.
 *
 * @example
 * await startApiServer({ chains, projects: [demoProject(['http://127.0.0.1:5173'])] })
 */
export function demoProject(pageOrigins: string[]): CreateProjectParameters & { id: string } {
  const origins = pageOrigins.flatMap((origin) => [origin, origin.replace('://127.0.0.1:', '://localhost:')])
  return {
    id: DEMO_PROJECT_ID,
    name: 'Latch demo',
    origins: [...new Set(origins)],
    features: { multi_wallet: { isEnabled: true } },
  }
}
