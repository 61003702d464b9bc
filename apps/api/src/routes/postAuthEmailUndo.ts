import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { noticePage } from '../auth/confirmationPage'
import { CONFIRM_PAGE_HEADERS, isConfirmPost } from '../auth/confirmFormGuard'
import { NOT_OUR_PAGE } from '../auth/deviceApprovalPages'
import { EMAIL_RESTORED, UNDO_EMAIL_TAKEN, UNDO_LINK_INVALID } from '../auth/emailUndoPages'
import { readConfirmForm } from '../auth/readConfirmForm'
import { SECRET_TOKEN_PATTERN } from '../auth/secretTokens'
import { undoEmailChange } from '../auth/undoEmailChange'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

const html = { 'text/html': { schema: z.string() } }

/**
 * `POST /v1/auth/email/undo`: the button of the undo link's page (`token`, `csrf`, form-encoded). When
 * posted by that page in the same browser (`isConfirmPost`) and the link is live, puts the old address
 * back and signs every device out (`undoEmailChange`).
 */
export const postAuthEmailUndoRoute = createRoute({
  method: 'post',
  path: '/v1/auth/email/undo',
  summary: "Undo an email change (the undo page's button)",
  request: { query: ProjectQuerySchema },
  responses: {
    200: { description: 'The old address is back: a static page', content: html },
    ...errorResponses(413),
    400: { description: 'The link is not valid: a static page', content: html },
    403: { description: 'Not posted by the page of the link in this browser: a static page', content: html },
    409: { description: 'The old address is another account’s now: a static page', content: html },
  },
})

export const postAuthEmailUndoHandler: RouteHandler<typeof postAuthEmailUndoRoute, ApiEnv> = async (c) => {
  const { token, csrf } = await readConfirmForm(c)
  if (!isConfirmPost(c, csrf)) return c.html(noticePage(NOT_OUR_PAGE), 403, CONFIRM_PAGE_HEADERS)
  const { deps } = c.var
  const outcome =
    token !== undefined && SECRET_TOKEN_PATTERN.test(token)
      ? await undoEmailChange(deps.db, { token, now: deps.now?.() ?? Date.now() })
      : 'invalid'
  if (outcome === 'restored') return c.html(noticePage(EMAIL_RESTORED), 200, CONFIRM_PAGE_HEADERS)
  if (outcome === 'taken') return c.html(noticePage(UNDO_EMAIL_TAKEN), 409, CONFIRM_PAGE_HEADERS)
  return c.html(noticePage(UNDO_LINK_INVALID), 400, CONFIRM_PAGE_HEADERS)
}
