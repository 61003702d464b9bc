import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { approveDeviceByLink } from '../auth/approveDeviceByLink'
import { deviceApprovalPage } from '../auth/deviceApprovalPage'
import { SECRET_TOKEN_PATTERN } from '../auth/secretTokens'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import { STATIC_PAGE_HEADERS } from '../http/staticPageHeaders'
import type { ApiEnv } from '../http/types'

const html = { 'text/html': { schema: z.string() } }

/**
 * `GET /v1/auth/device/approve?token=…`: the link of the device-approval mail, opened by the person from
 * their mailbox (so neither the frame-origin rule nor the cross-site check applies). Approves the device
 * and answers a static page; a wrong, expired or used link answers a page saying so, 400.
 */
export const getAuthDeviceApproveRoute = createRoute({
  method: 'get',
  path: '/v1/auth/device/approve',
  summary: 'Approve a device (the emailed link)',
  request: {
    query: ProjectQuerySchema.extend({
      token: z
        .string()
        .optional()
        .openapi({ param: { name: 'token', in: 'query' }, description: "The link's token" }),
    }),
  },
  responses: {
    200: { description: 'Device approved: a static page', content: html },
    ...errorResponses(),
    400: { description: 'The link is wrong, expired or used: a static page', content: html },
  },
})

export const getAuthDeviceApproveHandler: RouteHandler<typeof getAuthDeviceApproveRoute, ApiEnv> = async (
  c,
) => {
  const { token } = c.req.valid('query')
  const { deps } = c.var
  const approved =
    token !== undefined &&
    SECRET_TOKEN_PATTERN.test(token) &&
    (await approveDeviceByLink(deps.db, { token, now: deps.now?.() ?? Date.now() }))
  return c.html(deviceApprovalPage(approved), approved ? 200 : 400, STATIC_PAGE_HEADERS)
}
