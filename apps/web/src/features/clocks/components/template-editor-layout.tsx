import { Card, CardContent } from '@/components/ui/card';
import type { TemplateEditorState } from '../hooks/use-template-editor';
import { DeleteTemplateDialog } from './delete-template-dialog';
import { DuplicateDialog } from './duplicate-dialog';
import { ElementDialog } from './element-dialog';
import { LeaveEditorDialog } from './leave-editor-dialog';
import { TemplateClockCard } from './template-clock-card';
import { TemplateEditorHeader } from './template-editor-header';
import { TemplateEditorNotices } from './template-editor-notices';
import { TemplateElementsCard } from './template-elements-card';
import { TemplateSettings } from './template-settings';

/**
 * Where the editor's parts sit: header and messages, the settings, then the round clock and the
 * element list side by side, and the dialogs. It only renders; `useTemplateEditor` decides.
 */
export function TemplateEditorLayout({ editor }: { editor: TemplateEditorState }) {
  const { saved, draft, readOnly, dirty, editing, dialog } = editor;
  const title = draft.name.trim() || 'Ny sendeklokke';

  return (
    <div className="grid gap-5">
      <TemplateEditorHeader
        saved={saved}
        draft={draft}
        title={title}
        readOnly={readOnly}
        isNew={editor.isNew}
        dirty={dirty}
        saving={editor.saving}
        runningNow={editor.runningNow}
        onBack={editor.back}
        onOpenDialog={editor.openDialog}
        onDiscard={editor.discard}
        onSave={() => void editor.save()}
      />
      <TemplateEditorNotices editors={editor.editors} notice={editor.notice} readOnly={readOnly} saveError={editor.saveError} onDismissNotice={editor.dismissNotice} />

      <Card>
        <CardContent className="pt-5">
          <TemplateSettings draft={draft} readOnly={readOnly} nameError={editor.nameError} onChange={editor.patch} />
        </CardContent>
      </Card>

      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,360px)_minmax(0,1fr)]">
        <TemplateClockCard
          elements={draft.elements}
          totals={editor.totals}
          nowSeconds={editor.nowSeconds}
          problemKeys={editor.problemKeys}
          highlightKey={editor.highlight}
          label={title}
          onSelect={editor.openElement}
        />
        <TemplateElementsCard
          elements={draft.elements}
          issues={editor.issues}
          issuesByKey={editor.issuesByKey}
          readOnly={readOnly}
          people={editor.people}
          highlightKey={editor.highlight}
          onHighlight={editor.setHighlight}
          onAdd={editor.addElement}
          onReorder={editor.reorderElements}
          onEdit={editor.openElement}
          onDelete={editor.removeElement}
        />
      </div>

      <ElementDialog
        element={editing?.element ?? null}
        isNew={editing?.isNew ?? false}
        siblings={editor.editingSiblings}
        staff={editor.staff}
        readOnly={readOnly}
        onClose={editor.closeElement}
        onApply={editor.applyElement}
      />
      {dialog === 'duplicate' && <DuplicateDialog template={saved ?? null} unsaved={dirty} onClose={editor.closeDialog} />}
      {dialog === 'delete' && <DeleteTemplateDialog template={saved ?? null} onClose={editor.closeDialog} onDeleted={editor.close} />}
      <LeaveEditorDialog open={dialog === 'leave'} onStay={editor.closeDialog} onLeave={editor.close} />
    </div>
  );
}
