import { Link } from 'react-router';
import { Check, FileText, FolderPlus, Image as ImageIcon, Music, Pin, Users } from 'lucide-react';
import { CONTENT_STRINGS, formatDuration, markdownExcerpt, HUB_STRINGS, MEDIA_FORMAT_INFO, MEDIA_STRINGS, type Collection, type HubItem } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { formatDate } from '@/lib/datetime';
import { displayName } from '@/lib/people';

interface HubItemRowProps {
  item: HubItem;
  collections: Collection[];
  onToggleCollection: (collectionId: string, add: boolean) => void;
}

/** One note or media file in the hub: what it is, whose, when, and which collections hold it. */
export function HubItemRow({ item, collections, onToggleCollection }: HubItemRowProps) {
  const href = item.type === 'note' ? `/notes?id=${item.id}` : `/media?id=${item.id}`;
  const Icon = item.type === 'note' ? FileText : item.kind === 'image' ? ImageIcon : Music;
  const title = item.title || CONTENT_STRINGS.untitledNote;
  return (
    <li className="flex items-start gap-3 rounded-lg border bg-card p-3">
      {item.kind === 'image' && item.url ? (
        <img src={item.url} alt="" className="size-11 shrink-0 rounded-md border bg-muted object-cover" loading="lazy" />
      ) : (
        <span
          className={
            item.type === 'note'
              ? 'flex size-11 shrink-0 items-center justify-center rounded-md bg-amber-500/15 text-amber-700 dark:text-amber-300'
              : 'flex size-11 shrink-0 items-center justify-center rounded-md bg-primary/15 text-primary'
          }
        >
          <Icon aria-hidden className="size-5" />
        </span>
      )}
      <div className="grid min-w-0 flex-1 gap-0.5">
        <div className="flex min-w-0 items-center gap-1.5">
          {item.is_pinned && <Pin aria-label="Festet" className="size-3.5 shrink-0 text-primary" />}
          <Link to={href} className="min-w-0 truncate font-medium hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            {title}
          </Link>
          {item.visibility === 'shared' && <Users aria-label="Delt notat" className="size-3.5 shrink-0 text-muted-foreground" />}
        </div>
        {item.excerpt && <p className="line-clamp-2 text-sm text-muted-foreground">{item.type === 'note' ? markdownExcerpt(item.excerpt) : item.excerpt}</p>}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <span>{item.type === 'note' ? 'Notat' : MEDIA_FORMAT_INFO[item.format ?? 'mp3'].label}</span>
          {item.duration_ms !== null && <span>{formatDuration(item.duration_ms / 1000)}</span>}
          <span>{displayName(item.owner?.full_name)}</span>
          <span>{formatDate(item.updated_at)}</span>
          {item.processing_status && item.processing_status !== 'done' && (
            <Badge variant={item.processing_status === 'failed' ? 'destructive' : 'warning'}>{MEDIA_STRINGS.processing[item.processing_status]}</Badge>
          )}
          {item.tags.map((t) => (
            <Badge key={t} variant="secondary">
              #{t}
            </Badge>
          ))}
          {collections
            .filter((c) => item.collection_ids.includes(c.id))
            .map((c) => (
              <Badge key={c.id} variant="outline">
                <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: c.color }} />
                {c.name}
              </Badge>
            ))}
        </p>
      </div>
      {collections.length > 0 && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label={`${HUB_STRINGS.addToCollection}: ${title}`}>
              <FolderPlus aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>{HUB_STRINGS.collections}</DropdownMenuLabel>
            {collections.map((c) => {
              const inIt = item.collection_ids.includes(c.id);
              return (
                <DropdownMenuItem key={c.id} onSelect={() => onToggleCollection(c.id, !inIt)} aria-label={`${inIt ? 'Fjern fra' : 'Legg i'} ${c.name}`}>
                  <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: c.color }} />
                  <span className="flex-1">{c.name}</span>
                  {inIt && <Check aria-hidden className="size-4" />}
                </DropdownMenuItem>
              );
            })}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </li>
  );
}
