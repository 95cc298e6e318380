import { useId, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import {
  PODCAST_DEFAULT_ACCENT,
  PODCAST_EMBED_SIZES,
  PODCAST_EMBED_THEMES,
  PODCAST_STRINGS,
  podcastEmbedUrl,
  type PodcastEmbedSize,
  type PodcastEmbedTheme,
} from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { LoadingScreen } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/datetime';
import { usePublicPodcast } from '../api';
import { copyText } from '../lib/copy-text';
import { EmbedFrame, embedCode } from './embed-frame';

const S = PODCAST_STRINGS.embed;
const LATEST = '';

/** A radio group drawn as segmented buttons (native radios: arrow keys and screen readers work). */
function Segmented<T extends string>({ legend, name, value, options, onChange }: { legend: string; name: string; value: T; options: { value: T; label: string }[]; onChange: (v: T) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'inline-flex h-10 cursor-pointer items-center rounded-md border px-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === option.value ? 'border-primary bg-primary/10 font-medium' : 'hover:bg-accent',
            )}
          >
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="sr-only" />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** /embed-generator: pick an episode, theme, size and colour; see it live; copy the iframe code. */
export default function EmbedGeneratorPage() {
  const { data, isPending } = usePublicPodcast();
  const [episode, setEpisode] = useState(LATEST);
  const [theme, setTheme] = useState<PodcastEmbedTheme>('dark');
  const [size, setSize] = useState<PodcastEmbedSize>('standard');
  const [color, setColor] = useState(`#${PODCAST_DEFAULT_ACCENT}`);
  const [copied, setCopied] = useState(false);
  const codeId = useId();

  if (isPending || !data) return <LoadingScreen message="Laster episoder..." />;

  const src = podcastEmbedUrl(window.location.origin, { episode: episode || undefined, theme, color });
  const code = embedCode(src, size, data.show.title);

  const copy = async () => {
    const ok = await copyText(code);
    setCopied(ok);
    toast(ok ? { title: S.copied, variant: 'success', duration: 3000 } : { title: PODCAST_STRINGS.player.copyFailed, variant: 'destructive' });
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:py-8">
      <div className="lg:col-span-2">
        <h1 className="text-2xl font-bold tracking-tight">{S.title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">Lag en spiller som kan limes inn på en hvilken som helst nettside. Den trenger ingen innlogging.</p>
      </div>

      <Card className="self-start">
        <CardContent className="grid gap-5 pt-5">
          <FormField label={S.episodeLabel}>
            <NativeSelect value={episode} onChange={(e) => setEpisode(e.currentTarget.value)}>
              <option value={LATEST}>{S.latestEpisode}</option>
              {data.episodes.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.title} ({formatDate(e.published_at)})
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <Segmented legend={S.themeLabel} name="embed-theme" value={theme} onChange={setTheme} options={PODCAST_EMBED_THEMES.map((t) => ({ value: t, label: S.themes[t] }))} />
          <Segmented
            legend={S.sizeLabel}
            name="embed-size"
            value={size}
            onChange={setSize}
            options={(Object.keys(PODCAST_EMBED_SIZES) as PodcastEmbedSize[]).map((s) => ({ value: s, label: `${PODCAST_EMBED_SIZES[s].label} (${PODCAST_EMBED_SIZES[s].height} px)` }))}
          />
          <FormField label={S.colorLabel}>
            <input type="color" value={color} onChange={(e) => setColor(e.currentTarget.value)} className="h-10 w-20 cursor-pointer rounded-md border border-input bg-background p-1" />
          </FormField>
          <p className="tabular -mt-3 font-mono text-xs text-muted-foreground">{color.toUpperCase()}</p>
        </CardContent>
      </Card>

      <div className="grid min-w-0 content-start gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{S.preview}</CardTitle>
            <CardDescription>Slik ser spilleren ut på en annen nettside.</CardDescription>
          </CardHeader>
          <CardContent>
            <div className="rounded-xl border border-dashed bg-[repeating-linear-gradient(45deg,transparent,transparent_8px,var(--muted)_8px,var(--muted)_16px)] p-3 sm:p-5">
              {/* Keyed so a new size or colour reloads the frame rather than showing a stale one. */}
              <EmbedFrame key={src + size} src={src} size={size} showTitle={data.show.title} />
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <label htmlFor={codeId}>{S.code}</label>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <Textarea id={codeId} readOnly value={code} rows={4} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs md:text-xs" />
            <Button onClick={copy} className="justify-self-start">
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              {S.copy}
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
