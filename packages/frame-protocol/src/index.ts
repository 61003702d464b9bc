// @latch/frame-protocol: the messages between a page and Latch's embedded-wallet frame, and both ends
// of the channel that carries them with the other side's origin and window pinned.
export {
  type CreateFrameChannelOptions,
  createFrameChannel,
  type FrameChannel,
  toFrameError,
} from './createFrameChannel'
export { type CreateHostChannelOptions, createHostChannel, type HostChannel } from './createHostChannel'
export {
  CHANNEL_TAG,
  createMessageId,
  type Envelope,
  MAX_MESSAGE_CHARS,
  type Rejection,
  readEnvelope,
} from './envelope'
export { FrameChannelError, type FrameChannelErrorCode } from './errors'
export { FRAME_LOCALES, type FrameLocale, RIGHT_TO_LEFT_LOCALES } from './frameLocales'
export { isHostAllowed } from './isHostAllowed'
export * from './rpcMethods'
export {
  APP_REQUEST_TYPES,
  APP_REQUESTS,
  type AppRequest,
  type AppRequestPayload,
  type AppRequestType,
} from './schemas/appRequests'
export {
  type EmbeddedUser,
  emailSchema,
  localeSchema,
  otpSchema,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  socialProviderSchema,
  userSchema,
} from './schemas/fields'
export {
  FRAME_SUCCESSES,
  type FrameErrorPayload,
  type FrameSuccessPayload,
  frameErrorSchema,
} from './schemas/frameAnswers'
export { FRAME_EVENTS, type FrameEventPayload, type FrameEventType } from './schemas/frameEvents'
