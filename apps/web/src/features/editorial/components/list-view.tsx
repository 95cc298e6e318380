import { EDITORIAL_STRINGS, formatReadTime, type EditorialItem, type EditorialStatus } from '@studioportal/shared';
import { formatDate } from '@/lib/datetime';
import { displayName } from '@/lib/people';
import { StatusSelect } from './editorial-fields';

interface ListViewProps {
  items: EditorialItem[];
  onOpen: (item: EditorialItem) => void;
  onMove: (item: EditorialItem, status: EditorialStatus) => void;
}

/** The same items as a table: easier to scan many at once. */
export function ListView({ items, onOpen, onMove }: ListViewProps) {
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full min-w-[44rem] text-sm">
        <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">Tittel</th>
            <th scope="col" className="px-3 py-2 font-medium">Status</th>
            <th scope="col" className="px-3 py-2 font-medium">{EDITORIAL_STRINGS.responsible}</th>
            <th scope="col" className="px-3 py-2 font-medium">{EDITORIAL_STRINGS.targetShow}</th>
            <th scope="col" className="px-3 py-2 font-medium">{EDITORIAL_STRINGS.readTime}</th>
            <th scope="col" className="px-3 py-2 font-medium">Endret</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-t">
              <td className="px-3 py-2">
                <button type="button" onClick={() => onOpen(item)} className="text-left font-medium hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                  {item.title}
                </button>
                {item.target?.label && <p className="text-xs text-muted-foreground">{item.target.label}</p>}
              </td>
              <td className="px-3 py-2">
                <StatusSelect value={item.status} onChange={(s) => onMove(item, s)} label={`Status for ${item.title}`} className="h-9 w-36 text-xs" />
              </td>
              <td className="px-3 py-2">{item.responsible ? displayName(item.responsible.full_name) : '–'}</td>
              <td className="px-3 py-2">{item.show_label ?? '–'}</td>
              <td className="px-3 py-2 font-mono tabular-nums">{item.read_time_s > 0 ? formatReadTime(item.read_time_s) : '–'}</td>
              <td className="px-3 py-2 text-muted-foreground">{formatDate(item.updated_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
