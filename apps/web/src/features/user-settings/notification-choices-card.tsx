import { useId } from 'react';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, type NotificationKind } from '@studioportal/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { announce } from '@/lib/a11y';
import { setNotificationChoices, useNotificationChoices } from './notification-choices';

/**
 * 'Varsler' on Min profil: which kinds of notification the person gets, and whether they also
 * want them as desktop notifications. The choice is stored here and on the server (it follows
 * the person); the bell asks the browser for its permission when desktop notifications are used.
 */
export function NotificationChoicesCard() {
  const choices = useNotificationChoices();
  const desktopId = useId();
  const toggleKind = (kind: NotificationKind, on: boolean) => {
    const muted = on ? choices.muted.filter((k) => k !== kind) : [...choices.muted, kind];
    setNotificationChoices({ ...choices, muted });
    announce(`${NOTIFICATION_KIND_LABELS[kind]} ${on ? 'på' : 'av'}`);
  };
  return (
    <Card role="region" aria-labelledby={`${desktopId}-title`}>
      <CardHeader>
        <CardTitle id={`${desktopId}-title`}>Varsler</CardTitle>
        <CardDescription>Velg hva du vil bli varslet om. Valgene følger deg til alle enhetene dine.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {NOTIFICATION_KINDS.map((kind) => (
            <ChoiceRow key={kind} label={NOTIFICATION_KIND_LABELS[kind]} checked={!choices.muted.includes(kind)} onChange={(on) => toggleKind(kind, on)} />
          ))}
          <ChoiceRow
            label="Skrivebordsvarsler"
            description="Vis varslene også som varsler fra nettleseren når portalen ligger i bakgrunnen."
            checked={choices.desktop}
            onChange={(desktop) => {
              setNotificationChoices({ ...choices, desktop });
              announce(`Skrivebordsvarsler ${desktop ? 'på' : 'av'}`);
            }}
          />
        </ul>
      </CardContent>
    </Card>
  );
}

function ChoiceRow({ label, description, checked, onChange }: { label: string; description?: string; checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <li className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {description && (
          <p id={`${id}-desc`} className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={description ? `${id}-desc` : undefined} />
    </li>
  );
}
