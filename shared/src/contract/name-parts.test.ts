import { joinNameParts, namePartsSchema, splitFullName } from './name-parts';

describe('a name in parts (issue 36.5)', () => {
  it('reads the parts from a full name as migration 993 did', () => {
    expect(splitFullName('Rosa Inés Morales')).toEqual({ firstName: 'Rosa', middleName: 'Inés', lastName: 'Morales', suffix: '' });
    expect(splitFullName('  John   Paul  Smith, Jr. ')).toEqual({ firstName: 'John', middleName: 'Paul', lastName: 'Smith', suffix: 'Jr.' });
    expect(splitFullName('Harold James Benson III')).toEqual({ firstName: 'Harold', middleName: 'James', lastName: 'Benson', suffix: 'III' });
    // Two words: a last word that looks like a suffix is still a last name.
    expect(splitFullName('Anna V')).toEqual({ firstName: 'Anna', middleName: '', lastName: 'V', suffix: '' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', middleName: '', lastName: '', suffix: '' });
    expect(splitFullName('Martin Van Buren')).toEqual({ firstName: 'Martin', middleName: 'Van', lastName: 'Buren', suffix: '' });
  });

  it('writes the full name from the parts, empty parts left out', () => {
    expect(joinNameParts({ firstName: 'Martin', lastName: 'Van Buren' })).toBe('Martin Van Buren');
    expect(joinNameParts({ firstName: ' John ', middleName: 'Paul', lastName: 'Smith', suffix: 'Jr.' })).toBe('John Paul Smith Jr.');
    expect(joinNameParts(splitFullName('Rosa Inés Morales'))).toBe('Rosa Inés Morales');
  });

  it('bounds each part', () => {
    expect(namePartsSchema.safeParse({ firstName: 'x'.repeat(61) }).success).toBe(false);
    expect(namePartsSchema.parse({ lastName: ' Hughes ' })).toEqual({ firstName: '', middleName: '', lastName: 'Hughes', suffix: '' });
  });
});
