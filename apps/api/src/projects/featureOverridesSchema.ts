import { z } from 'zod'
import { REMOTE_FEATURE_IDS } from './remoteFeatures'

/**
 * Validates a project's feature overrides, e.g. from `project create --features '{…}'`: only known
 * feature ids, each with an optional `isEnabled` and `config` (a list of short strings, or null).
 *
 * @example
 * FeatureOverridesSchema.parse({ multi_wallet: { isEnabled: true } })
 */
export const FeatureOverridesSchema = z.partialRecord(
  z.enum(REMOTE_FEATURE_IDS),
  z
    .object({
      isEnabled: z.boolean().optional(),
      config: z.array(z.string().min(1).max(64)).max(32).nullable().optional(),
    })
    .strict(),
)
