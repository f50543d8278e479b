import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Issue 36 point 2, ADR 096: every path that takes, gives back or commits money tells people through ONE call,
// `app.notify.money(request, { kind, … })` (case-core/money-events.ts). This finds every write that makes a
// money event and fails when neither its file nor a file that imports it makes that call with that kind, so
// a new payment or refund path cannot forget the receipt, the home's notice or the florist.
const FEATURES = __dirname;
const MONEY_WRITES: { write: RegExp; kind: string }[] = [
  { write: /\.insert\(casePayments\)/, kind: 'CASE_PAYMENT' },
  { write: /\.insert\(casePaymentRefunds\)/, kind: 'CASE_REFUND' },
  { write: /paymentStatus: 'APPROVED', settledAt/, kind: 'ORDER_PLACED' },
  { write: /\.insert\(shopOrderRefunds\)/, kind: 'ORDER_REFUNDED' },
  { write: /status: 'SIGNED',\s*signedAt/, kind: 'CONTRACT_SIGNED' },
];

const sources = readdirSync(FEATURES, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => ({ name, text: readFileSync(path.join(FEATURES, name), 'utf8') }));

const notifies = (text: string, kind: string) => new RegExp(`notify\\.money\\(\\w+, \\{\\s*kind: '${kind}'`).test(text);
// The files that import `name` (by a relative path ending in its base name).
const importers = (name: string) => {
  const base = path.basename(name, '.ts');
  return sources.filter((file) => new RegExp(`from '\\.{1,2}/(?:[\\w-]+/)*${base}'`).test(file.text));
};

describe('every money event goes through app.notify.money', () => {
  it.each(MONEY_WRITES)('a write of $kind is followed by its notify.money call', ({ write, kind }) => {
    const writers = sources.filter((file) => write.test(file.text));
    expect(writers.length).toBeGreaterThan(0);
    for (const writer of writers) {
      const covered = notifies(writer.text, kind) || importers(writer.name).some((file) => notifies(file.text, kind));
      if (!covered) throw new Error(`${writer.name} writes a ${kind} but neither it nor a file importing it calls app.notify.money({ kind: '${kind}' })`);
    }
  });

  it('a file that writes money without notifying is found', () => {
    const text = 'await db.insert(casePayments).values(row);';
    expect(MONEY_WRITES[0]!.write.test(text) && !notifies(text, 'CASE_PAYMENT')).toBe(true);
  });
});
