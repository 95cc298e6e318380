import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { cn } from '@/lib/cn';

/**
 * Renders a note or script as markdown. Raw HTML in the text is shown as text, never run
 * (react-markdown's default), so a shared note cannot carry script to a colleague's browser.
 */
export function MarkdownView({ text, className, empty = 'Ingenting å vise ennå.' }: { text: string; className?: string; empty?: string }) {
  if (!text.trim()) return <p className={cn('text-sm text-muted-foreground', className)}>{empty}</p>;
  return (
    <div
      className={cn(
        'max-w-none text-sm leading-relaxed break-words',
        '[&_h1]:mb-2 [&_h1]:mt-4 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mb-2 [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold',
        '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-0.5',
        '[&_a]:text-primary [&_a]:underline dark:[&_a]:text-blue-400 [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground',
        '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3',
        '[&_table]:my-2 [&_table]:border-collapse [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_hr]:my-4',
        '[&>*:first-child]:mt-0',
        className,
      )}
    >
      <Markdown remarkPlugins={[remarkGfm]}>{text}</Markdown>
    </div>
  );
}
