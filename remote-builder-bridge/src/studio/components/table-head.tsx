import { visuallyHidden } from '@keepsake/shared/ui';

/**
 * A desk table's column headers (cases, inbox, payments, keepsake jobs). `actions`: a last column of
 * buttons, named "Actions" for screen readers only (its cells say what each button does).
 */
export function TableHead({ columns, actions = false }: { columns: readonly string[]; actions?: boolean }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
        {actions ? (
          <th scope="col">
            <span css={visuallyHidden}>Actions</span>
          </th>
        ) : null}
      </tr>
    </thead>
  );
}
