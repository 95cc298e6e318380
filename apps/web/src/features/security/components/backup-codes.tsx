import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { SECURITY_STRINGS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';

/** The one-time backup codes, shown once, with a copy button. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (insecure origin or refused): the codes are on screen to write down.
    }
  };
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">{SECURITY_STRINGS.backupCodes}</h4>
        <Button variant="ghost" size="sm" onClick={() => void copy()}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Kopiert' : 'Kopier'}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{SECURITY_STRINGS.backupCodesHelp}</p>
      <ul aria-label={SECURITY_STRINGS.backupCodes} className="grid grid-cols-2 gap-1.5 rounded-lg bg-muted p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="tabular-nums">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}
