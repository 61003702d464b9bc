import { describe, expect, it } from 'vitest'
import { CLOSED_ALERT, closeAlert, openAlert } from './alert'

describe('alert', () => {
  it('the alert has a closed state', () => {
    expect(CLOSED_ALERT.open).toBe(false)
  })

  it('the alert has an open state with its message', () => {
    expect(openAlert(CLOSED_ALERT, { message: 'Rate Limited', variant: 'warning' })).toEqual({
      open: true,
      message: 'Rate Limited',
      variant: 'warning',
    })
  })

  it('the variant defaults to error', () => {
    expect(openAlert(CLOSED_ALERT, { message: 'Invalid App Configuration' }).variant).toBe('error')
  })

  it('the alert can carry details, e.g. which origin is not on the allowlist', () => {
    const open = openAlert(CLOSED_ALERT, { message: 'Invalid App Configuration', details: 'Origin x' })
    expect(open).toEqual({
      open: true,
      message: 'Invalid App Configuration',
      variant: 'error',
      details: 'Origin x',
    })
    expect(openAlert(open, { message: 'Invalid App Configuration', details: 'Origin x' })).toBe(open)
    expect(openAlert(open, { message: 'Invalid App Configuration', details: 'Origin y' }).details).toBe(
      'Origin y',
    )
  })

  it('a new message replaces the open one', () => {
    const open = openAlert(CLOSED_ALERT, { message: 'Session Expired' })
    expect(openAlert(open, { message: 'Network Not Found' }).message).toBe('Network Not Found')
  })

  it('the same alert again returns the same state', () => {
    const open = openAlert(CLOSED_ALERT, { message: 'Session Expired' })
    expect(openAlert(open, { message: 'Session Expired' })).toBe(open)
  })

  it('closing keeps the message; closing a closed alert changes nothing', () => {
    const open = openAlert(CLOSED_ALERT, { message: 'Session Expired' })
    expect(closeAlert(open)).toEqual({ open: false, message: 'Session Expired', variant: 'error' })
    expect(closeAlert(CLOSED_ALERT)).toBe(CLOSED_ALERT)
  })
})
