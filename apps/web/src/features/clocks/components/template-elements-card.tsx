import { Plus } from 'lucide-react';
import type { ClockIssue } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { DraftElement } from '../lib/draft';
import { ElementList } from './element-list';

interface TemplateElementsCardProps {
  elements: DraftElement[];
  /** Every broken rule; the template cannot be saved while there is one. */
  issues: ClockIssue[];
  issuesByKey: ReadonlyMap<string, string[]>;
  readOnly: boolean;
  people: ReadonlyMap<string, { id: string; full_name: string | null; chat_color: string | null }>;
  highlightKey: string | null;
  onHighlight: (key: string | null) => void;
  onAdd: () => void;
  onReorder: (from: number, to: number) => void;
  onEdit: (key: string) => void;
  onDelete: (key: string) => void;
}

/** "Elementer": the broken rules, if any, above the element list, and the button that adds an element. */
export function TemplateElementsCard({ elements, issues, issuesByKey, readOnly, people, highlightKey, onHighlight, onAdd, onReorder, onEdit, onDelete }: TemplateElementsCardProps) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <CardTitle>
          Elementer <span className="font-normal text-muted-foreground">({elements.length})</span>
        </CardTitle>
        {!readOnly && (
          <Button size="sm" variant="secondary" onClick={onAdd}>
            <Plus aria-hidden /> Legg til element
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {issues.length > 0 && (
          <div role="alert" className="rounded-lg border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-700 dark:text-red-300">
            <p className="font-medium">
              {issues.length === 1 ? 'Ett problem må rettes før klokka kan lagres:' : `${issues.length} problemer må rettes før klokka kan lagres:`}
            </p>
            <ul className="mt-1 list-disc pl-5">
              {issues.map((issue) => (
                <li key={`${issue.kind}-${issue.index}-${'other' in issue ? issue.other : ''}`}>{issue.message}</li>
              ))}
            </ul>
          </div>
        )}
        <ElementList
          elements={elements}
          issuesByKey={issuesByKey}
          readOnly={readOnly}
          people={people}
          highlightKey={highlightKey}
          onHighlight={onHighlight}
          onReorder={onReorder}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </CardContent>
    </Card>
  );
}
