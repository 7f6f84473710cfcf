/**
 * `%%token%%` placeholders: the one function that fills them in. The values
 * come from the caller: plugins/identity-tokens passes the site's (the
 * identity and the API version), the OpenAPI bundler those plus the spec's
 * content tokens.
 */

const TOKEN = /%%([A-Za-z][A-Za-z0-9]*)%%/g;

class UnknownTokenError extends Error {}

/**
 * Returns `text` with every placeholder replaced by its value in `tokens`.
 * Throws an error naming the file and the token when a placeholder is not
 * defined.
 */
export function fillTokens(
  text: string,
  file: string,
  tokens: Readonly<Record<string, string>>,
): string {
  return text.replace(TOKEN, (match, key: string) => {
    const value = tokens[key];
    if (value === undefined) {
      const known = Object.keys(tokens).join(', ');
      throw new UnknownTokenError(
        `${file}: unknown identity placeholder ${match}. Known placeholders: ${known}.`,
      );
    }
    return value;
  });
}
