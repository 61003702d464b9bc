import * as z from 'zod/mini'
import { labelSchema } from './fields'

/**
 * What the frame tells the page unasked: it is ready (spec §4: created → ready → initialized), it needs
 * to be shown for an approval (the ApproveTransaction view) and is done with it, or its session ended.
 */
export const FRAME_EVENTS = {
  READY: z.strictObject({ version: labelSchema }),
  OPEN_APPROVAL: z.strictObject({ method: labelSchema }),
  CLOSE_APPROVAL: z.strictObject({}),
  SIGNED_OUT: z.strictObject({}),
} as const

export type FrameEventType = keyof typeof FRAME_EVENTS
export type FrameEventPayload<T extends FrameEventType> = z.infer<(typeof FRAME_EVENTS)[T]>
