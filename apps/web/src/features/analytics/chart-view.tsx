import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useAccessibility } from '@/lib/a11y/use-accessibility';
import type { ChartShape } from './chart-data';

/**
 * One chart drawn with Recharts (loaded with /analytics only). It is a picture for the eye: the
 * table beside it carries the numbers for a screen reader or a keyboard, so the SVG is one image
 * with a name rather than a tab stop per bar. Colours read on light and dark; axis text and grid
 * take the theme's colours from CSS (SVG attributes cannot use CSS variables).
 */

const COLORS = ['#2563eb', '#d97706', '#059669', '#db2777', '#7c3aed', '#0891b2', '#65a30d', '#dc2626', '#4b5563', '#ca8a04'];

const tooltipStyle = {
  backgroundColor: 'var(--popover)',
  color: 'var(--popover-foreground)',
  border: '1px solid var(--border)',
  borderRadius: 8,
  fontSize: 13,
};

const themed =
  'w-full text-xs [&_.recharts-cartesian-axis-tick-value]:fill-muted-foreground [&_.recharts-cartesian-grid_line]:stroke-border [&_.recharts-legend-item-text]:!text-foreground';

/** A long episode title cut to fit beside its bar (the tooltip and the table have it whole). */
const shortName = (value: unknown) => {
  const text = String(value ?? '');
  return text.length > 22 ? `${text.slice(0, 21)}…` : text;
};

const formatNumber = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('nb-NO') : String(value ?? ''));

export function ChartView({ shape, label }: { shape: ChartShape; label: string }) {
  const animate = !useAccessibility().settings.reducedMotion;
  const horizontal = shape.horizontal === true;
  const common = { data: shape.points, margin: { top: 8, right: 12, bottom: 8, left: 0 }, accessibilityLayer: false, layout: horizontal ? ('vertical' as const) : ('horizontal' as const) };
  // A row per name needs room for every name; columns of dates fit a fixed height.
  const height = horizontal ? Math.max(160, shape.points.length * 32 + 64) : 288;
  const axes = horizontal ? (
    <>
      <CartesianGrid horizontal={false} />
      <XAxis type="number" allowDecimals={false} tickLine={false} tickFormatter={formatNumber} />
      <YAxis type="category" dataKey={shape.categoryKey} tickLine={false} axisLine={false} width={150} interval={0} tickFormatter={shortName} />
      <Tooltip contentStyle={tooltipStyle} formatter={formatNumber} cursor={{ fillOpacity: 0.1 }} />
      {shape.series.length > 1 && <Legend />}
    </>
  ) : (
    <>
      <CartesianGrid vertical={false} />
      <XAxis dataKey={shape.categoryKey} tickLine={false} interval="preserveStartEnd" minTickGap={12} />
      <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={44} tickFormatter={formatNumber} />
      <Tooltip contentStyle={tooltipStyle} formatter={formatNumber} cursor={{ fillOpacity: 0.1 }} />
      {shape.series.length > 1 && <Legend />}
    </>
  );

  return (
    <div role="img" aria-label={label} className={themed} style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        {shape.kind === 'line' ? (
          <LineChart {...common}>
            {axes}
            {shape.series.map((s, i) => (
              <Line key={s.key} dataKey={s.key} name={s.label} stroke={COLORS[i % COLORS.length]} strokeWidth={2} dot={false} isAnimationActive={animate} />
            ))}
          </LineChart>
        ) : (
          <BarChart {...common}>
            {axes}
            {shape.series.map((s, i) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.label}
                fill={COLORS[i % COLORS.length]}
                stackId={shape.kind === 'stacked' ? 'all' : undefined}
                maxBarSize={48}
                isAnimationActive={animate}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
