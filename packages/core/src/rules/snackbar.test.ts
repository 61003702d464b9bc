import { describe, expect, it } from 'vitest'
import {
  CLOSED_SNACKBAR,
  planSnackbar,
  SNACKBAR_AUTO_CLOSE_MS,
  SNACKBAR_REPLACE_GAP_MS,
  toClosedSnackbar,
} from './snackbar'

describe('planSnackbar', () => {
  it('snackbar messages appear without a gap when none is open', () => {
    expect(planSnackbar(CLOSED_SNACKBAR, { message: 'Address copied', variant: 'success' })).toEqual({
      state: { open: true, message: 'Address copied', variant: 'success', autoClose: true },
      gapMs: 0,
    })
  })

  it('a 150 ms gap when one replaces another', () => {
    const current = planSnackbar(CLOSED_SNACKBAR, { message: 'Connecting', variant: 'loading' }).state
    const plan = planSnackbar(current, { message: 'Failed to connect', variant: 'error' })
    expect(SNACKBAR_REPLACE_GAP_MS).toBe(150)
    expect(plan.gapMs).toBe(150)
    expect(plan.state).toEqual({
      open: true,
      message: 'Failed to connect',
      variant: 'error',
      autoClose: true,
    })
  })

  it('snackbar variants success and error close by themselves', () => {
    expect(planSnackbar(CLOSED_SNACKBAR, { message: 'x', variant: 'error' }).state.autoClose).toBe(true)
    expect(SNACKBAR_AUTO_CLOSE_MS).toBeGreaterThan(0)
  })

  it('a loading snackbar auto-closes unless asked to stay (loading can be non-auto-closing)', () => {
    expect(planSnackbar(CLOSED_SNACKBAR, { message: 'x', variant: 'loading' }).state.autoClose).toBe(true)
    expect(
      planSnackbar(CLOSED_SNACKBAR, { message: 'x', variant: 'loading', autoClose: false }).state.autoClose,
    ).toBe(false)
  })

  it('an explicit autoClose wins for success and error too', () => {
    expect(
      planSnackbar(CLOSED_SNACKBAR, { message: 'x', variant: 'success', autoClose: false }).state.autoClose,
    ).toBe(false)
  })
})

describe('toClosedSnackbar', () => {
  it('closes and keeps the message so it can animate out', () => {
    const open = planSnackbar(CLOSED_SNACKBAR, { message: 'Saved', variant: 'success' }).state
    expect(toClosedSnackbar(open)).toEqual({ ...open, open: false })
  })

  it('closing a closed snackbar returns it unchanged', () => {
    expect(toClosedSnackbar(CLOSED_SNACKBAR)).toBe(CLOSED_SNACKBAR)
    expect(CLOSED_SNACKBAR.open).toBe(false)
  })
})
