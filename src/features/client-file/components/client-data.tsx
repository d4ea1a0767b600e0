import { maskIdentifier, maskPhone, type Client } from '@/features/clients';
import { EMPTY_VALUE, formatDate } from '@/lib/format';

/** The client's record, identifiers masked as in the list. */
export function ClientData({ client }: { client: Client }) {
  const rows: [string, string][] = [
    ['Correo', client.email ?? EMPTY_VALUE],
    ['Teléfono', maskPhone(client.phone)],
    ['RFC', maskIdentifier(client.rfc)],
    ['CURP', maskIdentifier(client.curp)],
    ['Dirección', client.address ?? EMPTY_VALUE],
    ['Alta', formatDate(client.created_at)],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[8rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm text-muted-foreground">{term}</dt>
          <dd className="min-w-0 text-sm break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
