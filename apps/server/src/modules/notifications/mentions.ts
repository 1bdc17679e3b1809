/**
 * The usernames a text mentions: `@name` at the start or after a space or punctuation (not inside
 * an e-mail address), at most 10 different ones, as written (matched case-insensitively).
 */
export function mentionedNames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/(?:^|[^\p{L}\p{N}_@.])@([\p{L}\p{N}_.-]{1,64})/gu)) {
    const name = match[1]!.replace(/[.-]+$/, '');
    if (name) names.add(name.toLowerCase());
    if (names.size >= 10) break;
  }
  return [...names];
}
