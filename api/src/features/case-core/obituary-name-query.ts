// Turns what a visitor typed into a word-prefix tsquery: "Ele  Hart" → "ele:* & hart:*".
// Only letters and digits reach the query, so no input can produce tsquery syntax errors.
export function nameTsQuery(input: string | undefined): string | null {
  if (!input) return null;
  const words = input
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 6);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

// The first sentences of a biography, cut at a word and never past `max` characters.
export function excerptOf(text: string, max = 180): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const sentenceEnd = cut.lastIndexOf('. ');
  if (sentenceEnd > max / 2) return cut.slice(0, sentenceEnd + 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
