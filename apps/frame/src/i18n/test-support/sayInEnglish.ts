import { createTranslator } from '../createTranslator'
import english from '../locales/en.json'

/**
 * Test support only: frame texts as the approval screen says them in English, its default.
 *
 * @example sayInEnglish(phrase('line.network', { network: 'Anvil' })) // 'Network: Anvil'
 */
export const sayInEnglish = createTranslator('en', english)
