import { useState, type ComponentType, type ReactNode } from 'react';
import { Check, Rss, Settings2 } from 'lucide-react';
import { PODCAST_CATEGORIES, PODCAST_PATHS, PODCAST_STRINGS, type PublicPodcastShow } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { Artwork } from '../player/artwork';
import { copyText } from '../lib/copy-text';

const S = PODCAST_STRINGS.page;

/** The link to the episodes' management: the staff app's router link, or a plain one that loads the staff app. */
export type ManageLinkComponent = ComponentType<{ to: string; className?: string; children?: ReactNode }>;

/** The show: artwork, title, who makes it, what it is about, and how to subscribe. */
export function ShowHeader({ show, feedUrl, ManageLink }: { show: PublicPodcastShow; feedUrl: string; ManageLink?: ManageLinkComponent }) {
  const [copied, setCopied] = useState(false);
  const copyFeed = async () => {
    const ok = await copyText(feedUrl);
    setCopied(ok);
    toast(ok ? { title: S.feedCopied, description: S.rssHint, variant: 'success', duration: 4000 } : { title: PODCAST_STRINGS.player.copyFailed, description: feedUrl, variant: 'destructive' });
  };
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-end">
      <Artwork src={show.artwork_url} alt={`Omslagsbilde for ${show.title}`} className="size-32 rounded-2xl shadow-lg sm:size-40" displayPx={160} />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-primary dark:text-blue-400">
          Podkast · {PODCAST_CATEGORIES[show.category]}
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{show.title}</h1>
        {show.author && <p className="mt-1 text-sm text-muted-foreground">{show.author}</p>}
        {show.description && <p className="mt-3 max-w-2xl whitespace-pre-line text-sm leading-relaxed text-foreground/85">{show.description}</p>}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={copyFeed}>
            {copied ? <Check aria-hidden /> : <Rss aria-hidden />}
            {S.copyFeed}
          </Button>
          <Button asChild variant="ghost">
            <a href={feedUrl} type="application/rss+xml">
              {S.rss}
            </a>
          </Button>
          {ManageLink && (
            <Button asChild variant="outline">
              <ManageLink to={PODCAST_PATHS.manage}>
                <Settings2 aria-hidden />
                {S.manage}
              </ManageLink>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
