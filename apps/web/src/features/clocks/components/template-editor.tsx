import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useAuth } from '@/features/auth';
import { templatesQuery } from '../api';
import { useTemplateEditor, type TemplateEditorOptions } from '../hooks/use-template-editor';
import { emptyDraft } from '../lib/draft';
import { TemplateEditorLayout } from './template-editor-layout';

interface TemplateEditorProps {
  /** null: a new template. */
  templateId: string | null;
  newWeekday: number;
  newHour: number;
  onClose: () => void;
  onCreated: (id: string) => void;
}

/** The template editor: round clock and element list side by side, saved as one versioned whole. */
export function TemplateEditor({ templateId, newWeekday, newHour, onClose, onCreated }: TemplateEditorProps) {
  const { userProfile, can } = useAuth();
  const readOnly = !can('editPlanning');
  const { data: templates, isPending } = useQuery(templatesQuery);
  const saved = templateId ? templates?.find((t) => t.id === templateId) : undefined;
  const deletedRemotely = templateId !== null && !isPending && templates !== undefined && !saved;

  if (templateId && isPending) {
    return (
      <p role="status" className="py-10 text-center text-sm text-muted-foreground">
        Henter sendeklokka...
      </p>
    );
  }
  if (deletedRemotely) {
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-3 py-10 text-center">
          <p className="font-medium">Denne sendeklokka finnes ikke lenger.</p>
          <p className="text-sm text-muted-foreground">Den kan ha blitt slettet av en kollega.</p>
          <Button variant="outline" onClick={onClose}>
            <ArrowLeft aria-hidden /> Alle sendeklokker
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <EditorBody
      key={templateId ?? 'ny'}
      saved={saved}
      initial={emptyDraft(newWeekday, newHour)}
      readOnly={readOnly}
      selfId={userProfile?.id}
      onClose={onClose}
      onCreated={onCreated}
    />
  );
}

/**
 * One open template: the hook holds its state, the layout draws it. Keyed by the template's id
 * above, so opening another template starts from a fresh draft.
 */
function EditorBody(props: TemplateEditorOptions) {
  const editor = useTemplateEditor(props);
  return <TemplateEditorLayout editor={editor} />;
}
