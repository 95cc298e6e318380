import { useState } from 'react';
import { Plus } from 'lucide-react';
import { EDITORIAL_STATUS_LABELS, EDITORIAL_STRINGS, type EditorialItem, type EditorialStatus } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useEditorialList, useEditorialLive, useUpdateEditorial } from './api';
import { BoardView } from './components/board-view';
import { ItemDialog } from './components/item-dialog';
import { ListView } from './components/list-view';

/** /innhold ('Innhold'): editorial content for upcoming shows, on a board or in a list, live for everyone. */
export default function EditorialPage() {
  useEditorialLive();
  const { data, isPending } = useEditorialList();
  const update = useUpdateEditorial();
  const [dialog, setDialog] = useState<{ item: EditorialItem | null } | null>(null);
  const items = data?.items ?? [];

  const move = (item: EditorialItem, status: EditorialStatus) =>
    update.mutate(
      { id: item.id, input: { status } },
      {
        onSuccess: () => toast({ title: `«${item.title}» er flyttet til ${EDITORIAL_STATUS_LABELS[status]}` }),
        onError: (error) => toast({ title: 'Kunne ikke flytte', description: errorMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold tracking-tight">{EDITORIAL_STRINGS.innholdTitle}</h1>
        <Button onClick={() => setDialog({ item: null })}>
          <Plus aria-hidden />
          {EDITORIAL_STRINGS.newItem}
        </Button>
      </div>
      {isPending ? (
        <LoadingScreen message="Laster innhold …" className="min-h-48" />
      ) : (
        <Tabs defaultValue="board">
          <TabsList className="w-56">
            <TabsTrigger value="board">{EDITORIAL_STRINGS.board}</TabsTrigger>
            <TabsTrigger value="list">{EDITORIAL_STRINGS.list}</TabsTrigger>
          </TabsList>
          {items.length === 0 && <p className="mt-4 rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{EDITORIAL_STRINGS.empty}</p>}
          <TabsContent value="board" className="mt-4">
            {items.length > 0 && <BoardView items={items} onOpen={(item) => setDialog({ item })} onMove={move} />}
          </TabsContent>
          <TabsContent value="list" className="mt-4">
            {items.length > 0 && <ListView items={items} onOpen={(item) => setDialog({ item })} onMove={move} />}
          </TabsContent>
        </Tabs>
      )}
      <ItemDialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)} item={dialog?.item ?? null} />
    </div>
  );
}
