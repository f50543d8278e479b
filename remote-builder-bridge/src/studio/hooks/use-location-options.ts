import { useAtomValue } from 'jotai';
import type { FieldOption } from '@keepsake/shared/forms';
import { renderContextAtom } from '@keepsake/shared/store';

// The home's locations, for a case's "where": the site's own list, which the API checks against too.
export function useLocationOptions(): FieldOption[] {
  const locations = useAtomValue(renderContextAtom)?.locations ?? [];
  return locations.map((location) => ({ value: location.id, label: location.name }));
}
