export { addProjectOrigin } from './addProjectOrigin'
export {
  type CreateProjectParameters,
  createProject,
  InvalidProjectError,
  normalizeOrigins,
} from './createProject'
export { ensureProject } from './ensureProject'
export { FeatureOverridesSchema } from './featureOverridesSchema'
export { findProject } from './findProject'
export { isOriginAllowed } from './isOriginAllowed'
export { listProjects } from './listProjects'
export { parseOrigin } from './parseOrigin'
export {
  DEFAULT_REMOTE_FEATURES,
  REMOTE_FEATURE_IDS,
  type RemoteFeature,
  type RemoteFeatureId,
  resolveRemoteFeatures,
} from './remoteFeatures'
export type { Project } from './types'
