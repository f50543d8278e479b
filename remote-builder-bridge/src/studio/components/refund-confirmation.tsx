import { useEffect, useRef } from 'react';
import { formatCents } from '@keepsake/shared/contract/arrangement';
import { useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';

/**
 * The one question every refund in the studio asks before money goes back (issue 36 point 2): the amount,
 * where it goes, and the reason exactly as the customer will read it in their mail. Money going back is
 * not undone, so nothing is sent until "Yes, refund …".
 */
export function RefundConfirmation({
  amountCents,
  what,
  how,
  reader,
  reason,
  pending,
  onConfirm,
  onChange,
}: {
  amountCents: number;
  // "of Visa •••• 4242", "of order ord_…"
  what: string;
  // Where the money goes: "It goes back to the card."
  how: string;
  // Who gets the mail: "Linda Carver", "the family".
  reader: string;
  reason: string;
  pending: boolean;
  onConfirm: () => void;
  onChange: () => void;
}) {
  const theme = useTheme();
  const question = useRef<HTMLDivElement>(null);
  // The question appears where the button was: focus follows it for keyboard and screen reader users.
  useEffect(() => {
    const frame = requestAnimationFrame(() => question.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const amount = formatCents(amountCents);
  return (
    <div ref={question} tabIndex={-1} role="alert" css={{ display: 'grid', gap: theme.space.xs }}>
      <p css={{ margin: 0 }}>
        Refund {amount} {what}? {how}
      </p>
      <p css={{ margin: 0 }}>
        {reason.trim() ? (
          <>
            {reader} will read the reason: “{reason.trim()}”
          </>
        ) : (
          `${reader} will read no reason in the mail.`
        )}
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
        <Button onClick={onConfirm} disabled={pending}>
          {pending ? 'Refunding…' : `Yes, refund ${amount}`}
        </Button>
        <Button displayType="SECONDARY" onClick={onChange} disabled={pending}>
          Change the refund
        </Button>
      </div>
    </div>
  );
}
