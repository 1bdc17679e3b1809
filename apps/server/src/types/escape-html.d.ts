declare module 'escape-html' {
  /** The text with `"`, `'`, `&`, `<` and `>` written as entities, for HTML text and quoted attributes. */
  export default function escapeHtml(text: string): string;
}
