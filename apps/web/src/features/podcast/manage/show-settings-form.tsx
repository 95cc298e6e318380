import { useState, type FormEvent } from 'react';
import {
  PODCAST_CATEGORIES,
  PODCAST_STRINGS,
  updatePodcastShowSchema,
  type PodcastCategory,
  type PodcastShow,
} from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useUpdateShow } from '../api';
import { fieldErrors } from '../lib/field-errors';
import { fieldsOf, mergeFields, sameFields } from '../lib/show-fields';
import { Artwork } from '../player/artwork';
import { checkImageFile, FileUpload } from './file-upload';

const S = PODCAST_STRINGS.manage;
const categories = (Object.entries(PODCAST_CATEGORIES) as [PodcastCategory, string][]).sort((a, b) => a[1].localeCompare(b[1], 'nb'));

/** The show's feed metadata: what podcast apps and directories show about the podcast. */
export function ShowSettingsForm({ show, feedUrl }: { show: PodcastShow; feedUrl: string }) {
  // What the form started from. A colleague's save (podcast:v1) moves it: fields not touched here
  // take the new values; a field changed both here and there keeps ours, and the form says that
  // saving replaces theirs.
  const [base, setBase] = useState(() => fieldsOf(show));
  const [form, setForm] = useState(base);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const incoming = fieldsOf(show);
  if (!sameFields(incoming, base)) {
    const merged = mergeFields(base, form, incoming);
    setBase(incoming);
    setForm(merged.fields);
    if (merged.conflict) setChangedElsewhere(true);
  }
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateShow();
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updatePodcastShowSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    update.mutate(form, {
      onSuccess: () => {
        setChangedElsewhere(false);
        toast({ title: S.showSaved, variant: 'success', duration: 3000 });
      },
      onError: (error) => toast({ title: S.saveFailed, description: errorMessage(error), variant: 'destructive' }),
    });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card>
        <CardHeader>
          <CardTitle>{S.showSettings}</CardTitle>
          <CardDescription>{S.language}. Endringer vises på podkastsiden og i feeden med en gang.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <FormField label={S.showTitle} error={errors.title}>
              <Input value={form.title} onChange={(e) => set('title', e.currentTarget.value)} />
            </FormField>
            <FormField label={S.showDescription} error={errors.description}>
              <Textarea value={form.description} onChange={(e) => set('description', e.currentTarget.value)} rows={5} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={S.author} error={errors.author}>
                <Input value={form.author} onChange={(e) => set('author', e.currentTarget.value)} />
              </FormField>
              <FormField label={S.category} error={errors.category}>
                <NativeSelect value={form.category} onChange={(e) => set('category', e.currentTarget.value as PodcastCategory)}>
                  {categories.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField label={S.ownerName} error={errors.owner_name}>
                <Input value={form.owner_name} onChange={(e) => set('owner_name', e.currentTarget.value)} />
              </FormField>
              <FormField label={S.ownerEmail} error={errors.owner_email}>
                <Input type="email" value={form.owner_email} onChange={(e) => set('owner_email', e.currentTarget.value)} />
              </FormField>
            </div>
            <FormField label={S.websiteUrl} error={errors.website_url}>
              <Input type="url" value={form.website_url} onChange={(e) => set('website_url', e.currentTarget.value)} placeholder="https://" />
            </FormField>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={form.explicit} onChange={(e) => set('explicit', e.currentTarget.checked)} className="size-4 accent-[var(--primary)]" />
              {S.explicitLabel}
            </label>
            {changedElsewhere && (
              <p role="status" className="rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-900 dark:text-amber-200">
                {S.showChangedElsewhere}
              </p>
            )}
            <div className="flex justify-end border-t pt-4">
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? S.saving : S.save}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <div className="grid content-start gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{S.artworkLabel}</CardTitle>
          </CardHeader>
          <CardContent>
            <FileUpload target={{ kind: 'show-artwork' }} label={`${S.artworkLabel} for podkasten`} accept="image/jpeg,image/png,image/webp" hint={S.artworkHint} hasFile={show.artwork_url !== null} check={checkImageFile}>
              <Artwork src={show.artwork_url} alt={`${S.artworkLabel}: ${show.title}`} className="w-full max-w-56" displayPx={224} />
            </FileUpload>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{PODCAST_STRINGS.page.rss}</CardTitle>
            <CardDescription>{PODCAST_STRINGS.page.rssHint}</CardDescription>
          </CardHeader>
          <CardContent>
            <Input readOnly value={feedUrl} aria-label={PODCAST_STRINGS.page.rss} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs md:text-xs" />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
