import { describe, expect, it } from 'vitest'
import { runCli } from '../cli/runCli'
import { projectOrigins } from '../db/schema'
import { forgetProject } from '../projects/projectCache'
import { expectApiError, useTestApi } from '../testing'

// An operator who wants their preview deployments allowed writes `https://*.vercel.app`. Anyone can
// deploy `evil.vercel.app`: a pattern over a public suffix (a domain under which strangers register
// names: com, co.uk, vercel.app, github.io) allows every one of them. The attacker's page then calls the
// services as the project (sessions, names, swaps, the embedded wallet's frame).

const api = useTestApi()
const ATTACKER = 'https://evil.vercel.app'

async function cli(...argv: string[]) {
  const err: string[] = []
  const code = await runCli(argv, {
    openDatabase: async () => ({ ...api.database, close: async () => {} }),
    out: () => {},
    err: (line) => err.push(line),
  })
  return { code, err: err.join('\n') }
}

/** What the attacker's page gets: a sign-in nonce of the project, as any allowed page would. */
function nonceFrom(origin: string, projectId: string) {
  return api.request('/v1/sessions/nonce', { method: 'POST', projectId, headers: { origin } })
}

describe('a wildcard over a public suffix is refused when an operator adds it', () => {
  it('project add-origin https://*.vercel.app (or *.com, *.co.uk, *.github.io) is refused, so evil.vercel.app stays out', async () => {
    const project = await api.createProject({ origins: ['https://shop.example.com'] })
    for (const pattern of [
      'https://*.vercel.app',
      'https://*.com',
      'https://*.co.uk',
      'https://*.github.io',
    ]) {
      const added = await cli('project', 'add-origin', project.id, pattern)
      expect({ pattern, ...added }).toMatchObject({ pattern, code: 1 })
      expect(added.err).toContain(`"${pattern}" would allow every site under`)
      expect(added.err).toContain('a public suffix')
    }
    const created = await cli('project', 'create', '--name', 'previews', '--origin', 'https://*.vercel.app')
    expect(created.code).toBe(1)
    await expectApiError(await nonceFrom(ATTACKER, project.id), 403, 'ORIGIN_NOT_ALLOWED')
  })

  it("a pattern under the operator's own name on such a host still works: https://*.shop.vercel.app", async () => {
    const project = await api.createProject({ origins: [] })
    expect((await cli('project', 'add-origin', project.id, 'https://*.shop.vercel.app')).code).toBe(0)
    expect((await nonceFrom('https://pr-7.shop.vercel.app', project.id)).status).toBe(200)
    await expectApiError(await nonceFrom(ATTACKER, project.id), 403, 'ORIGIN_NOT_ALLOWED')
  })
})

describe('a public-suffix pattern stored before this check is ignored', () => {
  it('evil.vercel.app is refused, and the allowlist the frame reads leaves the pattern out', async () => {
    const project = await api.createProject({ origins: ['https://shop.example.com'] })
    await api.db.insert(projectOrigins).values({ projectId: project.id, origin: 'https://*.vercel.app' })
    forgetProject(api.db, project.id)
    await expectApiError(await nonceFrom(ATTACKER, project.id), 403, 'ORIGIN_NOT_ALLOWED')
    // The frame checks its host page against this list (isHostAllowed), and frames itself under it (CSP).
    const origins = await api.request('/projects/v1/origins', { projectId: project.id })
    expect(await origins.json()).toEqual({ allowedOrigins: ['https://shop.example.com'] })
  })
})
