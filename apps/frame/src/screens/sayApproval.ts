import type { Translate } from '../i18n/createTranslator'
import { phrase } from '../i18n/phrase'
import type { ApprovalLine, ApprovalRequest } from '../rpc/approvalQueue'
import { cleanSiteName, siteOf } from './siteOf'

/** The page asking: its verified origin and, when it gave one (SYNC_DAPP_DATA), its own name for itself. */
export interface ApprovalSite {
  /** The page's origin as the frame checked it against the project's allowed origins (`?host=`). */
  origin: string
  /** The page's own name for itself, unchecked. */
  name?: string | undefined
}

/** An approval as the screen shows it, in one language. */
export interface SaidApproval {
  title: string
  /** '<site> asks your embedded wallet to …', the site being the page's verified origin. */
  sentence: string
  /** The page's own name, cleaned and marked as its claim; undefined when it gave none. */
  claim?: string
  details: string[]
}

const sayLine = (say: Translate, line: ApprovalLine) =>
  typeof line === 'object' && 'prefix' in line ? `${line.prefix}${say(line.text)}` : say(line)

/**
 * An approval request said in one language: its title, its sentence naming the site by its verified origin,
 * the page's own name apart (marked as what the site says of itself), and its detail lines (the frame's words
 * translated, the request's data as it came).
 *
 * @example sayApproval({ action: 'signMessage', details: ['Hello'] }, say, { origin: 'https://shop.example' }).sentence
 * // 'shop.example asks your embedded wallet to sign a message.'
 */
export function sayApproval(request: ApprovalRequest, say: Translate, site: ApprovalSite): SaidApproval {
  const count = request.count ?? 1
  const name = cleanSiteName(site.name)
  return {
    title: say(phrase(`action.${request.action}.title`, { count })),
    sentence: say(phrase(`action.${request.action}.asks`, { count, site: siteOf(site.origin) })),
    ...(name === undefined ? {} : { claim: say(phrase('approval.siteClaims', { name })) }),
    details: request.details.map((line) => sayLine(say, line)),
  }
}
