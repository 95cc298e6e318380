import { cn } from '@/lib/cn';

/** How the name will look in chat on the light and the dark theme, side by side. */
export function ColorPreview({ color, name }: { color: string | null; name: string }) {
  return (
    <div className="grid grid-cols-2 gap-2" aria-hidden>
      <Sample color={color} name={name} className="bg-white text-zinc-700" label="Lys bakgrunn" />
      <Sample color={color} name={name} className="bg-zinc-900 text-zinc-300" label="Mørk bakgrunn" />
    </div>
  );
}

function Sample({ color, name, className, label }: { color: string | null; name: string; className: string; label: string }) {
  return (
    <div className={cn('rounded-lg border border-black/10 px-3 py-2 dark:border-white/10', className)}>
      <p className="text-[11px] uppercase tracking-wide">{label}</p>
      {/* Deliberately the chosen colour as it is, however it reads: this sample is the contrast check (the a11y browser test leaves it out). */}
      <p data-contrast-sample className="truncate text-sm font-semibold" style={color ? { color } : undefined}>
        {name}
      </p>
      <p className="truncate text-xs">God morgen, studio!</p>
    </div>
  );
}
