/** @jest-environment node */
import { applyMask, maskInputMode, matchesMask } from './mask';

describe('applyMask', () => {
  it('types the literals for the person and drops what fits no slot', () => {
    expect(applyMask('5551234567', '(###) ###-####')).toBe('(555) 123-4567');
    expect(applyMask('555abc12', '###-###')).toBe('555-12');
  });

  it('takes letters for @ and letters or digits for *', () => {
    expect(applyMask('a1b2', '@#@#')).toBe('a1b2');
    expect(applyMask('11ab', '@@')).toBe('ab');
    expect(applyMask('a-1_b', '***')).toBe('a1b');
  });

  it('does not double a literal the person typed, nor add one before input follows', () => {
    expect(applyMask('555-1', '###-####')).toBe('555-1');
    expect(applyMask('555', '###-####')).toBe('555');
    expect(applyMask('5551', '###-####')).toBe('555-1');
  });

  it('never runs past the mask and accepts the empty value', () => {
    expect(applyMask('1234567', '##/##')).toBe('12/34');
    expect(applyMask('', '##/##')).toBe('');
  });

  it('tells a complete value and the keypad to use', () => {
    expect(matchesMask('12/34', '##/##')).toBe(true);
    expect(matchesMask('12/3', '##/##')).toBe(false);
    expect(maskInputMode('(###) ###-####')).toBe('numeric');
    expect(maskInputMode('@#@ #@#')).toBe('text');
  });
});
