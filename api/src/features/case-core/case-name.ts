import { joinNameParts, nameSlugOf, splitFullName, type NameParts } from '@keepsake/shared/contract';

/**
 * The columns of a case's name, written together wherever a case is named (issue 36.5): the parts, and the
 * full name and address part every page shows, composed from them. Parts given (the staff forms) win; without
 * any, they are read from the full name (the family's details, a plan, the seed).
 */
export function caseNameColumns(fullName: string, parts?: Partial<NameParts>) {
  const given = parts && (parts.firstName || parts.lastName);
  const named: NameParts = given
    ? { firstName: parts.firstName ?? '', middleName: parts.middleName ?? '', lastName: parts.lastName ?? '', suffix: parts.suffix ?? '' }
    : splitFullName(fullName);
  const full = given ? joinNameParts(named) : fullName.trim();
  return { ...named, fullName: full, nameSlug: nameSlugOf(full) };
}
