/** PostgreSQL's unique_violation, with the constraint it hit (drizzle may wrap the driver's error). */
export function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const source = e?.code === '23505' ? e : e?.cause?.code === '23505' ? e.cause : null;
  return source ? (source.constraint ?? 'unique') : null;
}
