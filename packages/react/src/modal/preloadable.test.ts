import { describe, expect, it, vi } from 'vitest'
import { preloadable } from './preloadable'

describe('preloadable', () => {
  it('loads once however often it is preloaded, and reports when it is loaded', async () => {
    const load = vi.fn(async () => 'module')
    const loader = preloadable(load)
    expect(loader.isLoaded()).toBe(false)
    const first = loader.preload()
    expect(loader.preload()).toBe(first)
    await expect(first).resolves.toBe('module')
    expect(loader.isLoaded()).toBe(true)
    loader.preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('after a failed load, the next preload tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce('module')
    const loader = preloadable(load)
    await expect(loader.preload()).rejects.toThrow('chunk failed')
    expect(loader.isLoaded()).toBe(false)
    await expect(loader.preload()).resolves.toBe('module')
    expect(loader.isLoaded()).toBe(true)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
