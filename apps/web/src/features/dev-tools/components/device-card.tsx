import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useAccessibility } from '@/lib/a11y';
import { useDegradation, useDeviceSignals } from '@/lib/performance';
import { Facts, SectionCard } from './section-card';

const onOff = (value: boolean) => (value ? 'På' : 'Av');

/** Accessibility settings in effect, the degradation rules' inputs and outcome, and the live-theme flag. */
export function DeviceCard() {
  const { settings, followsDevice, setLiveTheme } = useAccessibility();
  const degradation = useDegradation();
  const signals = useDeviceSignals();
  const liveId = useId();
  return (
    <SectionCard title="Tilgjengelighet og ytelse">
      <div className="grid gap-5">
        <div className="flex items-center justify-between gap-3 rounded-lg border p-3">
          <div>
            <Label htmlFor={liveId}>Live-tema</Label>
            <p id={`${liveId}-desc`} className="text-sm text-muted-foreground">Merker siden som direkte (rød aksentfarge).</p>
          </div>
          <Switch id={liveId} checked={settings.liveTheme} onCheckedChange={setLiveTheme} aria-describedby={`${liveId}-desc`} />
        </div>
        <Facts
          rows={[
            ['Høy kontrast', onOff(settings.highContrast)],
            ['Redusert bevegelse', `${onOff(settings.reducedMotion)}${followsDevice.reducedMotion ? ' (enheten)' : ''}`],
            ['Stor tekst', onOff(settings.largeText)],
            ['Tydelig fokus', onOff(settings.focusVisible)],
            ['Skjermleserstøtte', onOff(settings.screenReader)],
            ['Mørk modus', `${onOff(settings.darkMode)}${followsDevice.darkMode ? ' (enheten)' : ''}`],
          ]}
        />
        <Facts
          rows={[
            ['Minne', signals.memoryRatio === null ? 'Ukjent' : `${(signals.memoryRatio * 100).toFixed(1).replace('.', ',')} % av grensen`],
            ['Bilderate', signals.fps === null ? 'Ukjent' : `${signals.fps} bilder/s${degradation.lagging ? ' (henger etter)' : ''}`],
            ['Batteri', signals.batteryLevel === null ? 'Ukjent' : `${Math.round(signals.batteryLevel * 100)} %${signals.charging ? ' (lader)' : ''}`],
            ['Bildekvalitet', degradation.imageQuality === 'low' ? 'Lav' : 'Høy'],
            ['Animasjoner', onOff(degradation.animations)],
            ['Oppdateringer', degradation.minUpdateIntervalMs === null ? 'Normale' : `Høyst hvert ${degradation.minUpdateIntervalMs / 1000}. sekund`],
          ]}
        />
      </div>
    </SectionCard>
  );
}
