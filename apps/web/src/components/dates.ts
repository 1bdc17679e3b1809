/**
 * Dates as a language writes them, through one kept `Intl.DateTimeFormat` per language and style.
 * `Date.prototype.toLocaleString` builds a new formatter on every call, which costs far more than
 * formatting (a list of comments built one per comment, on each render; the first of a language
 * loads its locale data, tens of milliseconds on a phone): screens on the first load, and lists,
 * format through here.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(
  value: string | number | Date,
  language: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formats.set(key, format);
  }
  return format.format(new Date(value));
}

/**
 * Builds a language's formatter ahead, in a task of its own: the first formatter of a page loads the
 * date data (about 15 ms on a laptop, 60 ms at a phone's speed), which inside a screen's first
 * render made one long task of it (issue 17). A screen's module calls it while its data is on the way.
 */
export function prepareDates(language: string, options: Intl.DateTimeFormatOptions): void {
  setTimeout(() => formatDate(0, language, options), 0);
}
