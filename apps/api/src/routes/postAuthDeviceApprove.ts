import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { approveDeviceByLink } from '../auth/approveDeviceByLink'
import { noticePage } from '../auth/confirmationPage'
import { CONFIRM_PAGE_HEADERS, isConfirmPost } from '../auth/confirmFormGuard'
import { DEVICE_APPROVED, DEVICE_LINK_INVALID, NOT_OUR_PAGE } from '../auth/deviceApprovalPages'
import { readConfirmForm } from '../auth/readConfirmForm'
import { SECRET_TOKEN_PATTERN } from '../auth/secretTokens'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

const html = { 'text/html': { schema: z.string() } }

/**
 * `POST /v1/auth/device/approve`: the button of the device link's page (a form, `token` and `csrf`,
 * `application/x-www-form-urlencoded`). Approves the device when the POST came from that page in the
 * same browser (same origin, the page's cookie: `isConfirmPost`) and the link is live; else a page saying
 * nothing changed (403) or that the link is not valid (400).
 */
export const postAuthDeviceApproveRoute = createRoute({
  method: 'post',
  path: '/v1/auth/device/approve',
  summary: "Approve a device (the device link page's button)",
  request: { query: ProjectQuerySchema },
  responses: {
    200: { description: 'Device approved: a static page', content: html },
    ...errorResponses(413),
    400: { description: 'The link is wrong, expired or used: a static page', content: html },
    403: { description: 'Not posted by the page of the link in this browser: a static page', content: html },
  },
})

export const postAuthDeviceApproveHandler: RouteHandler<typeof postAuthDeviceApproveRoute, ApiEnv> = async (
  c,
) => {
  const { token, csrf } = await readConfirmForm(c)
  if (!isConfirmPost(c, csrf)) return c.html(noticePage(NOT_OUR_PAGE), 403, CONFIRM_PAGE_HEADERS)
  const { deps } = c.var
  const approved =
    token !== undefined &&
    SECRET_TOKEN_PATTERN.test(token) &&
    (await approveDeviceByLink(deps.db, { token, now: deps.now?.() ?? Date.now() }))
  return approved
    ? c.html(noticePage(DEVICE_APPROVED), 200, CONFIRM_PAGE_HEADERS)
    : c.html(noticePage(DEVICE_LINK_INVALID), 400, CONFIRM_PAGE_HEADERS)
}
