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
