import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { confirmPage, noticePage } from '../auth/confirmationPage'
import { CONFIRM_PAGE_HEADERS, issueConfirmToken } from '../auth/confirmFormGuard'
import { emailUndoQuestion, UNDO_LINK_INVALID } from '../auth/emailUndoPages'
import { SECRET_TOKEN_PATTERN } from '../auth/secretTokens'
import { readEmailUndo } from '../auth/undoEmailChange'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

const html = { 'text/html': { schema: z.string() } }

/**
 * `GET /v1/auth/email/undo?token=…`: the link mailed to the old address after an email change. It changes
 * nothing: a page naming both addresses, whose button POSTs the undo (`postAuthEmailUndo`). A wrong,
 * expired or used link answers a page saying so, 400.
 */
export const getAuthEmailUndoRoute = createRoute({
  method: 'get',
  path: '/v1/auth/email/undo',
  summary: 'The page undoing an email change (the link mailed to the old address)',
  request: {
    query: ProjectQuerySchema.extend({
      token: z
        .string()
        .optional()
        .openapi({ param: { name: 'token', in: 'query' }, description: "The link's token" }),
    }),
  },
  responses: {
    200: { description: 'The page asking to put the old address back, with its button', content: html },
    ...errorResponses(),
    400: { description: 'The link is wrong, expired or used: a static page', content: html },
  },
})

export const getAuthEmailUndoHandler: RouteHandler<typeof getAuthEmailUndoRoute, ApiEnv> = async (c) => {
  const { token } = c.req.valid('query')
  const { deps, project } = c.var
  const undo =
    token !== undefined && SECRET_TOKEN_PATTERN.test(token)
      ? await readEmailUndo(deps.db, { token, now: deps.now?.() ?? Date.now() })
      : undefined
  if (!undo || !token) return c.html(noticePage(UNDO_LINK_INVALID), 400, CONFIRM_PAGE_HEADERS)
  const page = confirmPage({
    ...emailUndoQuestion(undo),
    button: `Put ${undo.oldEmail} back`,
    action: `undo?${new URLSearchParams({ projectId: project.id })}`,
    fields: { token, csrf: issueConfirmToken(c) },
  })
  return c.html(page, 200, CONFIRM_PAGE_HEADERS)
}
