import { afterEach, describe, expect, it, vi } from 'vitest'
import { createStorage, defaultStorageBackend, type StorageLike } from './createStorage'

function memoryBackend(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }
}

function throwingBackend(): StorageLike {
  const fail = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  }
  return { getItem: fail, setItem: fail, removeItem: fail }
}

const asStrings = (raw: unknown) =>
  Array.isArray(raw) && raw.every((x) => typeof x === 'string') ? (raw as string[]) : undefined

describe('createStorage', () => {
  it('writes JSON under latch:v1:key by default and reads it back through parse', () => {
    const backend = memoryBackend()
    const storage = createStorage(backend)
    storage.set('recentWallets', ['a', 'b'])
    expect(backend.data.get('latch:v1:recentWallets')).toBe('["a","b"]')
    expect(storage.get('recentWallets', asStrings)).toEqual(['a', 'b'])
  })

  it('uses the given prefix and version', () => {
    const backend = memoryBackend()
    createStorage(backend, { prefix: 'app', version: 3 }).set('k', 1)
    expect([...backend.data.keys()]).toEqual(['app:v3:k'])
  })

  it('does not read data of another version', () => {
    const backend = memoryBackend()
    createStorage(backend, { version: 1 }).set('k', 'old')
    expect(createStorage(backend, { version: 2 }).get('k', String)).toBeUndefined()
  })

  it('a missing key or a value rejected by parse is undefined', () => {
    const backend = memoryBackend()
    const storage = createStorage(backend)
    expect(storage.get('missing', asStrings)).toBeUndefined()
    storage.set('k', { not: 'a list' })
    expect(storage.get('k', asStrings)).toBeUndefined()
  })

  it('corrupt JSON reads as undefined', () => {
    const backend = memoryBackend()
    backend.data.set('latch:v1:k', '{not json')
    expect(createStorage(backend).get('k', (raw) => raw)).toBeUndefined()
  })

  it('a throwing parse reads as undefined', () => {
    const storage = createStorage(memoryBackend())
    storage.set('k', 1)
    expect(
      storage.get('k', () => {
        throw new Error('bad')
      }),
    ).toBeUndefined()
  })

  it('remove and set(undefined) delete the key', () => {
    const backend = memoryBackend()
    const storage = createStorage(backend)
    storage.set('a', 1)
    storage.set('b', 2)
    storage.remove('a')
    storage.set('b', undefined)
    expect(backend.data.size).toBe(0)
  })

  it('a value without a JSON form removes the old one and does not throw', () => {
    const backend = memoryBackend()
    const storage = createStorage(backend)
    storage.set('k', 1)
    expect(() => storage.set('k', 10n)).not.toThrow()
    expect(storage.get('k', (raw) => raw)).toBeUndefined()
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
  ])('a %s backend keeps values in memory', (_label, backend) => {
    const storage = createStorage(backend)
    storage.set('k', ['x'])
    expect(storage.get('k', asStrings)).toEqual(['x'])
    storage.remove('k')
    expect(storage.get('k', asStrings)).toBeUndefined()
  })

  it('a backend that throws (Safari private mode, quota) falls back to memory and never throws', () => {
    const storage = createStorage(throwingBackend())
    expect(() => storage.set('k', ['x'])).not.toThrow()
    expect(storage.get('k', asStrings)).toEqual(['x'])
    expect(() => storage.remove('k')).not.toThrow()
    expect(storage.get('k', asStrings)).toBeUndefined()
  })

  it('a refused write shadows the older value the backend still holds', () => {
    const backend = memoryBackend()
    const storage = createStorage(backend)
    storage.set('k', ['old'])
    backend.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    storage.set('k', ['new'])
    expect(backend.data.get('latch:v1:k')).toBe('["old"]')
    expect(storage.get('k', asStrings)).toEqual(['new'])
  })
})

describe('defaultStorageBackend', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('returns globalThis.localStorage when usable', () => {
    const backend = memoryBackend()
    vi.stubGlobal('localStorage', backend)
    expect(defaultStorageBackend()).toBe(backend)
    expect(backend.data.size).toBe(0)
  })

  it('returns null when localStorage is missing', () => {
    vi.stubGlobal('localStorage', undefined)
    expect(defaultStorageBackend()).toBeNull()
  })

  it('returns null when localStorage throws on write', () => {
    vi.stubGlobal('localStorage', throwingBackend())
    expect(defaultStorageBackend()).toBeNull()
  })

  it('returns null when merely reading localStorage throws (storage disabled by policy)', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    try {
      expect(defaultStorageBackend()).toBeNull()
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage')
    }
  })
})
