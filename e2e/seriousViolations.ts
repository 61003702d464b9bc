import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe-core over one of Latch's shadow hosts on the real demo page (`latch-root` or `latch-embedded`):
 * the serious and critical findings, as `rule: html` lines.
 *
 * @example expect(await seriousViolations(page, 'latch-root')).toEqual([])
 */
export async function seriousViolations(page: Page, host: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(`[data-testid="${host}"]`).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html}`))
}
