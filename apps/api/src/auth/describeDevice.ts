const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Headless)?Chrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
]

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

/**
 * A device as a person recognises it, from the User-Agent its browser sent: browser and system
 * ('Chrome on Windows'), 'Unknown browser' when neither is known. Never more of the header than those
 * names, so nothing the caller wrote reaches a page or a mail.
 *
 * @example describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) … Chrome/131.0 Safari/537.36') // 'Chrome on Windows'
 */
export function describeDevice(userAgent: string | undefined): string {
  const agent = userAgent ?? ''
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1]
  if (browser && system) return `${browser} on ${system}`
  return browser ?? (system ? `A browser on ${system}` : 'Unknown browser')
}
