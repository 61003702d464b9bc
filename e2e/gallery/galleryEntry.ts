import type { GalleryScene } from './GalleryScene'

/** The states the issue asks the gallery for, in the order the index lists them. */
export const GALLERY_STATES = ['full', 'loading', 'empty', 'error'] as const
export type GalleryState = (typeof GALLERY_STATES)[number]

/** One image of a view in one state: how the demo is driven there, and what the image shows. */
export interface GalleryShot {
  /** Tells the state's shots apart in file names ('tokens', 'nfts'); omitted when the state has one. */
  label?: string
  /** One line for the index: what the image shows and how the state was made. */
  caption: string
  /** Drives the demo (opened by the scene in the variant's theme and mode) to the view in this state. */
  reach: (scene: GalleryScene) => Promise<void>
  /** A longer limit than the gallery's 60 s, for shots that walk a whole email login. */
  timeoutMs?: number
}

/** A state the view does not have, and why: written in the index beside the states it has. */
export interface AbsentState {
  absent: string
}

/** A state with at least one shot. */
export interface ShotState {
  shots: readonly [GalleryShot, ...GalleryShot[]]
}

/** A view's gallery entry: every state is shot or explained; `full` is always shot. */
export interface GalleryViewEntry {
  full: ShotState
  loading: ShotState | AbsentState
  empty: ShotState | AbsentState
  error: ShotState | AbsentState
}

/**
 * A state's shots.
 *
 * @example shots({ caption: 'The QR code', reach: async (scene) => scene.openModal() })
 */
export function shots(first: GalleryShot, ...rest: GalleryShot[]): ShotState {
  return { shots: [first, ...rest] }
}

/**
 * A state the view does not have, with the reason the index gives.
 *
 * @example absent('The list is the page’s own networks, known at once.')
 */
export function absent(reason: string): AbsentState {
  return { absent: reason }
}

/** Whether the state is shot (else it is explained as absent). */
export function isShot(state: ShotState | AbsentState): state is ShotState {
  return 'shots' in state
}
