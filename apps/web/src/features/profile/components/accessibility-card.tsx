import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { announce, useAccessibility, type A11ySettingKey } from '@/lib/a11y';

interface Row {
  key: A11ySettingKey;
  label: string;
  description: string;
}

const ROWS: Row[] = [
  { key: 'highContrast', label: 'Høy kontrast', description: 'Sterkere farger og tydeligere kanter.' },
  { key: 'reducedMotion', label: 'Redusert bevegelse', description: 'Slår av animasjoner og overganger.' },
  { key: 'largeText', label: 'Stor tekst', description: 'Større skrift i hele portalen.' },
  { key: 'focusVisible', label: 'Tydelig fokus', description: 'Viser alltid en tykk ramme rundt elementet som har fokus.' },
  { key: 'screenReader', label: 'Skjermleserstøtte', description: 'Leser opp sidebytter og viktige statusendringer.' },
  { key: 'darkMode', label: 'Mørk modus', description: 'Mørk bakgrunn med lys tekst.' },
];

/** 'Tilgjengelighet' on Min profil: the six settings of spec section 3, each a labelled switch. */
export function AccessibilityCard() {
  const { settings, followsDevice, set, followDevice } = useAccessibility();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tilgjengelighet</CardTitle>
        <CardDescription>Innstillingene tas i bruk med en gang og følger deg til alle enhetene du logger inn på.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {ROWS.map((row) => (
            <SettingRow
              key={row.key}
              row={row}
              checked={settings[row.key]}
              followsDevice={row.key === 'reducedMotion' || row.key === 'darkMode' ? followsDevice[row.key] : undefined}
              onChange={(value) => {
                set(row.key, value);
                announce(`${row.label} ${value ? 'på' : 'av'}`);
              }}
              onFollowDevice={
                row.key === 'reducedMotion' || row.key === 'darkMode'
                  ? () => {
                      followDevice(row.key as 'reducedMotion' | 'darkMode');
                      announce(`${row.label} følger enheten`);
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function SettingRow({
  row,
  checked,
  followsDevice,
  onChange,
  onFollowDevice,
}: {
  row: Row;
  checked: boolean;
  followsDevice: boolean | undefined;
  onChange: (value: boolean) => void;
  onFollowDevice: (() => void) | undefined;
}) {
  const id = useId();
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="text-sm font-medium">
          {row.label}
        </label>
        <p id={`${id}-desc`} className="text-sm text-muted-foreground">
          {row.description}
          {followsDevice === true && ' Følger enheten.'}
        </p>
        {followsDevice === false && onFollowDevice && (
          <Button variant="link" size="sm" className="h-auto px-0 py-1 max-md:h-auto" onClick={onFollowDevice}>
            Følg enheten
          </Button>
        )}
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-desc`} />
    </li>
  );
}
