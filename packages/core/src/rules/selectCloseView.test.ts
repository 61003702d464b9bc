import { describe, expect, it } from 'vitest'
import { selectCloseView } from './selectCloseView'

describe('selectCloseView', () => {
  it('closing resets to Connect', () => {
    expect(selectCloseView({ embedded: false, isConnected: false })).toBe('Connect')
    expect(selectCloseView({ embedded: false, isConnected: true })).toBe('Connect')
  })

  it('in embedded mode, closing goes to Account if connected', () => {
    expect(selectCloseView({ embedded: true, isConnected: true })).toBe('Account')
  })

  it('in embedded mode, closing goes to Connect if not connected', () => {
    expect(selectCloseView({ embedded: true, isConnected: false })).toBe('Connect')
  })
})
