/** An http(s) URL's origin and path, then its query string and/or fragment, up to the text around it. */
const URL_WITH_QUERY =
  /(https?:\/\/[^\s?#'"()<>]*)[?#][^\s'"()<>]*?(?=(?::\d+){1,2}(?:[\s'"()<>]|$)|[\s'"()<>]|$)/g

/**
 * Drops the query string and fragment of every http(s) URL in a text, keeping a stack frame's
 * `:line:column`: they can carry tokens, e-mail addresses or session ids, which analytics never
 * receives (the page's origin and path say enough).
 *
 * @example
 * redactUrls('at pay (https://shop.example/cart?token=x#pay:12:5)') // 'at pay (https://shop.example/cart:12:5)'
 */
export function redactUrls(text: string): string {
  return text.replace(URL_WITH_QUERY, '$1')
}
