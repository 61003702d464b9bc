import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { readDeviceLink } from '../auth/approveDeviceByLink'
import { confirmPage, noticePage } from '../auth/confirmationPage'
import { CONFIRM_PAGE_HEADERS, issueConfirmToken } from '../auth/confirmFormGuard'
import { DEVICE_LINK_INVALID, deviceApprovalQuestion } from '../auth/deviceApprovalPages'
import { SECRET_TOKEN_PATTERN } from '../auth/secretTokens'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

const html = { 'text/html': { schema: z.string() } }

/**
 * `GET /v1/auth/device/approve?token=…`: the link of the device-approval mail, opened by the person from
 * their mailbox (so neither the frame-origin rule nor the cross-site check applies). It approves nothing:
 * it answers a page naming the device, the wallet's address and the site, whose button POSTs the approval
 * (`postAuthDeviceApprove`), so a mail scanner opening the link changes nothing. A wrong, expired or used
 * link answers a page saying so, 400.
 */
export const getAuthDeviceApproveRoute = createRoute({
  method: 'get',
  path: '/v1/auth/device/approve',
  summary: 'The device-approval page (the emailed link)',
  request: {
    query: ProjectQuerySchema.extend({
      token: z
        .string()
        .optional()
        .openapi({ param: { name: 'token', in: 'query' }, description: "The link's token" }),
    }),
  },
  responses: {
    200: { description: 'The page asking to approve the device, with its button', content: html },
    ...errorResponses(),
    400: { description: 'The link is wrong, expired or used: a static page', content: html },
  },
})

export const getAuthDeviceApproveHandler: RouteHandler<typeof getAuthDeviceApproveRoute, ApiEnv> = async (
  c,
) => {
  const { token } = c.req.valid('query')
  const { deps, project } = c.var
  const link =
    token !== undefined && SECRET_TOKEN_PATTERN.test(token)
      ? await readDeviceLink(deps.db, { token, now: deps.now?.() ?? Date.now() })
      : undefined
  if (!link || !token) return c.html(noticePage(DEVICE_LINK_INVALID), 400, CONFIRM_PAGE_HEADERS)
  const page = confirmPage({
    ...deviceApprovalQuestion({ device: link.label, email: link.email, site: project.name }),
    button: 'Approve this device',
    action: `approve?${new URLSearchParams({ projectId: project.id })}`,
    fields: { token, csrf: issueConfirmToken(c) },
  })
  return c.html(page, 200, CONFIRM_PAGE_HEADERS)
}
