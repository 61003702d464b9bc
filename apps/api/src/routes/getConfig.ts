import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { REMOTE_FEATURE_IDS, resolveRemoteFeatures } from '../projects/remoteFeatures'

export const RemoteFeatureSchema = z
  .object({
    id: z.enum(REMOTE_FEATURE_IDS),
    isEnabled: z.boolean(),
    config: z
      .array(z.string())
      .nullable()
      .openapi({ example: ['meld', 'coinbase'] }),
  })
  .openapi('RemoteFeature')

export const ConfigSchema = z.object({ features: z.array(RemoteFeatureSchema) }).openapi('RemoteConfig')

/** `GET /appkit/v1/config`: the remote features, spec §9 defaults with the project's overrides. */
export const getConfigRoute = createRoute({
  method: 'get',
  path: '/appkit/v1/config',
  summary: 'Remote features of the project',
  request: { query: ProjectQuerySchema },
  responses: {
    200: { description: 'The features', content: { 'application/json': { schema: ConfigSchema } } },
    ...errorResponses(),
  },
})

export const getConfigHandler: RouteHandler<typeof getConfigRoute, ApiEnv> = (c) =>
  c.json({ features: resolveRemoteFeatures(c.var.project.features) }, 200)
