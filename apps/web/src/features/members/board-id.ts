/** The board id in a link to it: a number, or a board address such as …/story/42. */
export function boardIdFrom(text: string): number | null {
  const trimmed = text.trim();
  const match =
    /^(\d+)$/.exec(trimmed) ?? /\/(?:story|project|article|resource)\/(?:video\/)?(\d+)/.exec(trimmed);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
