import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_NAMES_PER_PAGE } from '../names/findNameRecords'
import { expectApiError, useTestApi } from '../testing'

const api = useTestApi()

const CROWDED = '0x00000000000000000000000000000000000000C1'
const NAMES = 70_000

beforeAll(async () => {
  // Names registered n1, n2, … one second apart, all pointing at one address (on two coin types).
  await api.db.execute(sql`
    insert into names (name, attributes, registered_at, updated_at)
    select 'n' || g || '.latch.local', jsonb_build_object('avatar', 'https://a.example/' || g || '.png'),
      timestamp with time zone '2030-01-01 00:00:00+00' + g * interval '1 second', now()
    from generate_series(1, ${NAMES}) as g`)
  await api.db.execute(sql`
    insert into name_addresses (name, coin_type, address)
    select 'n' || g || '.latch.local', c, ${CROWDED}
    from generate_series(1, ${NAMES}) as g, (values (60), (2147514985)) as coin(c)`)
}, 120_000)

describe('an address with 70,000 names', () => {
  it('identity answers its oldest name', async () => {
    const response = await api.request(`/v1/identity/${CROWDED}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ name: 'n1.latch.local', avatar: 'https://a.example/1.png' })
  })

  it('reverse answers pages of MAX_NAMES_PER_PAGE, oldest first, each name once with all its addresses', async () => {
    const first = await api.request(`/v1/profile/reverse/${CROWDED}`)
    expect(first.status).toBe(200)
    const records = (await first.json()) as { name: string; addresses: Record<string, unknown> }[]
    expect(records).toHaveLength(MAX_NAMES_PER_PAGE)
    expect(records[0]?.name).toBe('n1.latch.local')
    expect(Object.keys(records[0]?.addresses ?? {}).sort()).toEqual(['2147514985', '60'])
    const last = await api.request(`/v1/profile/reverse/${CROWDED}`, {
      query: { page: NAMES / MAX_NAMES_PER_PAGE },
    })
    const tail = (await last.json()) as { name: string }[]
    expect(tail.map((record) => record.name).at(-1)).toBe(`n${NAMES}.latch.local`)
    const past = await api.request(`/v1/profile/reverse/${CROWDED}`, {
      query: { page: NAMES / MAX_NAMES_PER_PAGE + 1 },
    })
    expect(await past.json()).toEqual([])
  })

  it.each(['0', '-1', 'x', '1000001'])('reverse answers page=%s with 400 INVALID_QUERY', async (page) => {
    await expectApiError(
      await api.request(`/v1/profile/reverse/${CROWDED}`, { query: { page } }),
      400,
      'INVALID_QUERY',
    )
  })
})
