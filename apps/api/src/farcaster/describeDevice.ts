const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+ (Mobile\/\S+ )?Safari\//, 'Safari'],
]

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

/**
 * A short description of the browser that sent a request, from its `User-Agent`, for a person to
 * recognise their device by: 'Chrome on Windows'. It is what the browser says of itself, so it helps
 * the honest case only (a script can send any `User-Agent`).
 *
 * @example
 * describeDevice('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36') // 'Chrome on Linux'
 */
export function describeDevice(userAgent: string | undefined): string {
  const agent = (userAgent ?? '').slice(0, 512)
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? 'an unknown browser'
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? 'an unknown system'
  return `${browser} on ${system}`
}
