/**
 * The calm pattern a board without a cover shows, picked from its id: the same on its card, on its
 * page, and in the first screen the server writes for it (apps/server/src/plugins/first-paint.ts),
 * so the page does not change colour when the app takes over. No zod: the home screen imports it.
 */
const PALETTES = [
  ['#0b7285', '#15aabf'],
  ['#2b8a3e', '#51cf66'],
  ['#5f3dc4', '#845ef7'],
  ['#c2255c', '#f06595'],
  ['#d9480f', '#ff922b'],
  ['#1864ab', '#4dabf7'],
] as const;

export function coverPattern(id: number): { backgroundColor: string; backgroundImage: string } {
  const [from, to] = PALETTES[Math.abs(id) % PALETTES.length]!;
  return {
    backgroundColor: from,
    backgroundImage: `radial-gradient(circle at 20% 30%, ${to} 0 18%, transparent 19%), radial-gradient(circle at 80% 70%, ${to}99 0 24%, transparent 25%), repeating-linear-gradient(45deg, rgba(255,255,255,0.08) 0 10px, transparent 10px 20px)`,
  };
}
