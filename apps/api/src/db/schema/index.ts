export { analyticsEvents } from './analyticsEvents'
export { type FeatureOverrides, projectOrigins, projects } from './projects'
export { rateLimits } from './rateLimits'
export { wallets } from './wallets'
