import type { Translate } from '../i18n/createTranslator'
import { phrase } from '../i18n/phrase'
import type { ApprovalLine, ApprovalRequest } from '../rpc/approvalQueue'

/** An approval as the screen shows it, in one language. */
export interface SaidApproval {
  title: string
  /** '<site> asks your embedded wallet to …', the site being the dApp's name when the page gave one. */
  sentence: string
  details: string[]
}

const sayLine = (say: Translate, line: ApprovalLine) =>
  typeof line === 'object' && 'prefix' in line ? `${line.prefix}${say(line.text)}` : say(line)

/**
 * An approval request said in one language: its title, its sentence naming the site, and its detail lines
 * (the frame's words translated, the request's data as it came).
 *
 * @example sayApproval({ action: 'signMessage', details: ['Hello'] }, say, 'Example Shop').title // 'Sign a message'
 */
export function sayApproval(request: ApprovalRequest, say: Translate, dappName?: string): SaidApproval {
  const count = request.count ?? 1
  const site = dappName ?? phrase('approval.thisSite')
  return {
    title: say(phrase(`action.${request.action}.title`, { count })),
    sentence: say(phrase(`action.${request.action}.asks`, { count, site })),
    details: request.details.map((line) => sayLine(say, line)),
  }
}
