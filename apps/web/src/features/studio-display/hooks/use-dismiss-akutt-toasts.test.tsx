import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BROADCAST_STRINGS } from '@studioportal/shared';
import { dismissToast, toast, useToast } from '@/components/ui/use-toast';
import { useDismissAkuttToasts } from './use-dismiss-akutt-toasts';

describe('Akutt toasts on a studio display', () => {
  it('are closed as they come, since the display shows the message itself; other toasts stay', () => {
    const { result } = renderHook(() => {
      useDismissAkuttToasts();
      return useToast().toasts;
    });
    act(() => {
      toast({ title: BROADCAST_STRINGS.toast.critical, description: 'Brann', duration: Infinity });
      toast({ title: 'Kunne ikke bekrefte meldingen' });
    });
    const open = result.current.filter((t) => t.open).map((t) => t.title);
    expect(open).toEqual(['Kunne ikke bekrefte meldingen']);
    act(() => dismissToast());
  });
});
