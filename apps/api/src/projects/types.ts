import type { FeatureOverrides } from '../db/schema'

/** A project as the routes see it: its row plus its allowed origins. */
export interface Project {
  id: string
  name: string
  features: FeatureOverrides
  analyticsEnabled: boolean
  allowedOrigins: string[]
}
