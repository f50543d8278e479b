// SPEC §5 input masks: `#` a digit, `@` a letter, `*` a letter or digit; anything else is a literal
// the mask types for the person (the dashes of a phone number).
const TOKENS: Record<string, RegExp> = {
  '#': /\d/,
  '@': /[A-Za-z]/,
  '*': /[A-Za-z0-9]/,
};

export function isMaskToken(char: string): boolean {
  return char in TOKENS;
}

/**
 * Formats what was typed or pasted to the mask. Characters that fit no slot are dropped, literals are
 * added only when more input follows (so backspace over "555-" is not blocked), and the result never
 * runs past the mask.
 */
export function applyMask(value: string, mask: string): string {
  let out = '';
  let pending = '';
  let i = 0;
  for (const slot of mask) {
    if (i >= value.length) break;
    const token = TOKENS[slot];
    if (!token) {
      pending += slot;
      // A literal the person typed themselves is consumed, not doubled.
      if (value[i] === slot) i += 1;
      continue;
    }
    while (i < value.length && !token.test(value[i]!)) i += 1;
    if (i >= value.length) break;
    out += pending + value[i];
    pending = '';
    i += 1;
  }
  return out;
}

// Whether a value fills the mask completely, e.g. for a schema refinement.
export function matchesMask(value: string, mask: string): boolean {
  return value.length === mask.length && applyMask(value, mask) === value;
}

// A numeric keypad on phones when the mask only takes digits.
export function maskInputMode(mask: string): 'numeric' | 'text' {
  return [...mask].every((char) => !isMaskToken(char) || char === '#') ? 'numeric' : 'text';
}
