/** Phone numbers are kept in one shape: an optional +, then 6 to 15 digits. */
export function normalisePhone(phone: string): string | null {
  const cleaned = phone.replace(/[\s().-]/g, '');
  return /^\+?\d{6,15}$/.test(cleaned) ? cleaned : null;
}
