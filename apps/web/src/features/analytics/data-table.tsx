import { ANALYTICS_COLUMNS, analyticsTable, type AnalyticsAnswer } from '@studioportal/shared';
import { cn } from '@/lib/cn';

/** The chart's numbers as a table: the same cells as the CSV (analyticsTable), scrollable on a phone. */
export function DataTable({ answer, caption }: { answer: AnalyticsAnswer; caption: string }) {
  const columns = ANALYTICS_COLUMNS[answer.chart];
  const table = analyticsTable(answer);
  return (
    <div className="max-h-96 overflow-auto rounded-lg border" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-muted">
          <tr>
            {table.header.map((label, i) => (
              <th key={label} scope="col" className={cn('px-3 py-2 font-medium whitespace-nowrap', columns[i]?.numeric ? 'text-right' : 'text-left')}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r} className="border-t">
              {row.map((cell, i) => (
                <td key={i} className={cn('px-3 py-1.5', columns[i]?.numeric ? 'text-right tabular-nums' : 'text-left')}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
