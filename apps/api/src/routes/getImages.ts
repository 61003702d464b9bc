import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { eq } from 'drizzle-orm'
import { wallets } from '../db/schema'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { answerImage } from '../images/answerImage'
import type { ImageKind } from '../images/createInitialsSvg'

/** Image ids: letters, digits and `. _ : -` (wallet ids, symbols, CAIP-2 ids), up to 128 characters. */
export const IMAGE_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/

const ImageParamsSchema = z.object({
  id: z
    .string()
    .regex(IMAGE_ID_PATTERN, 'must be 1-128 letters, digits or . _ : -')
    .openapi({ param: { name: 'id', in: 'path' }, example: 'metamask' }),
})

function imageRoute(path: string, summary: string) {
  return createRoute({
    method: 'get',
    path,
    summary,
    request: { params: ImageParamsSchema, query: ProjectQuerySchema },
    responses: {
      200: {
        description: 'A generated SVG (initials on colours derived from the id); ETag and Cache-Control set',
        content: { 'image/svg+xml': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      304: { description: 'Not modified (If-None-Match matched the ETag)' },
      ...errorResponses(),
    },
  })
}

export const getWalletImageRoute = imageRoute('/getWalletImage/{id}', "A wallet's image")
export const getAssetImageRoute = imageRoute(
  '/public/getAssetImage/{id}',
  "An asset's (e.g. network's) image",
)
export const getCurrencyImageRoute = imageRoute('/public/getCurrencyImage/{id}', "A fiat currency's image")
export const getTokenImageRoute = imageRoute('/public/getTokenImage/{id}', "A token's image")

type ImageRoute = typeof getWalletImageRoute

/** The wallet image draws the registry name's initials when the id is known, else the id's. */
export const getWalletImageHandler: RouteHandler<ImageRoute, ApiEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const [wallet] = await c.var.deps.db.select({ name: wallets.name }).from(wallets).where(eq(wallets.id, id))
  return answerImage(c, { kind: 'wallet', id, label: wallet?.name ?? id })
}

function idImageHandler(kind: ImageKind): RouteHandler<ImageRoute, ApiEnv> {
  return (c) => {
    const { id } = c.req.valid('param')
    return answerImage(c, { kind, id, label: id })
  }
}

export const getAssetImageHandler = idImageHandler('asset')
export const getCurrencyImageHandler = idImageHandler('currency')
export const getTokenImageHandler = idImageHandler('token')
